export const id = 951;
export const ids = [951];
export const modules = {

/***/ 4168:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
  s: () => (/* binding */ decodeNamedCharacterReference)
});

;// CONCATENATED MODULE: ../../../node_modules/character-entities/index.js
const characterEntities = {
  AElig: '\u00c6',
  AMP: '&',
  Aacute: '\u00c1',
  Abreve: '\u0102',
  Acirc: '\u00c2',
  Acy: '\u0410',
  Afr: '\ud835\udd04',
  Agrave: '\u00c0',
  Alpha: '\u0391',
  Amacr: '\u0100',
  And: '\u2a53',
  Aogon: '\u0104',
  Aopf: '\ud835\udd38',
  ApplyFunction: '\u2061',
  Aring: '\u00c5',
  Ascr: '\ud835\udc9c',
  Assign: '\u2254',
  Atilde: '\u00c3',
  Auml: '\u00c4',
  Backslash: '\u2216',
  Barv: '\u2ae7',
  Barwed: '\u2306',
  Bcy: '\u0411',
  Because: '\u2235',
  Bernoullis: '\u212c',
  Beta: '\u0392',
  Bfr: '\ud835\udd05',
  Bopf: '\ud835\udd39',
  Breve: '\u02d8',
  Bscr: '\u212c',
  Bumpeq: '\u224e',
  CHcy: '\u0427',
  COPY: '\u00a9',
  Cacute: '\u0106',
  Cap: '\u22d2',
  CapitalDifferentialD: '\u2145',
  Cayleys: '\u212d',
  Ccaron: '\u010c',
  Ccedil: '\u00c7',
  Ccirc: '\u0108',
  Cconint: '\u2230',
  Cdot: '\u010a',
  Cedilla: '\u00b8',
  CenterDot: '\u00b7',
  Cfr: '\u212d',
  Chi: '\u03a7',
  CircleDot: '\u2299',
  CircleMinus: '\u2296',
  CirclePlus: '\u2295',
  CircleTimes: '\u2297',
  ClockwiseContourIntegral: '\u2232',
  CloseCurlyDoubleQuote: '\u201d',
  CloseCurlyQuote: '\u2019',
  Colon: '\u2237',
  Colone: '\u2a74',
  Congruent: '\u2261',
  Conint: '\u222f',
  ContourIntegral: '\u222e',
  Copf: '\u2102',
  Coproduct: '\u2210',
  CounterClockwiseContourIntegral: '\u2233',
  Cross: '\u2a2f',
  Cscr: '\ud835\udc9e',
  Cup: '\u22d3',
  CupCap: '\u224d',
  DD: '\u2145',
  DDotrahd: '\u2911',
  DJcy: '\u0402',
  DScy: '\u0405',
  DZcy: '\u040f',
  Dagger: '\u2021',
  Darr: '\u21a1',
  Dashv: '\u2ae4',
  Dcaron: '\u010e',
  Dcy: '\u0414',
  Del: '\u2207',
  Delta: '\u0394',
  Dfr: '\ud835\udd07',
  DiacriticalAcute: '\u00b4',
  DiacriticalDot: '\u02d9',
  DiacriticalDoubleAcute: '\u02dd',
  DiacriticalGrave: '`',
  DiacriticalTilde: '\u02dc',
  Diamond: '\u22c4',
  DifferentialD: '\u2146',
  Dopf: '\ud835\udd3b',
  Dot: '\u00a8',
  DotDot: '\u20dc',
  DotEqual: '\u2250',
  DoubleContourIntegral: '\u222f',
  DoubleDot: '\u00a8',
  DoubleDownArrow: '\u21d3',
  DoubleLeftArrow: '\u21d0',
  DoubleLeftRightArrow: '\u21d4',
  DoubleLeftTee: '\u2ae4',
  DoubleLongLeftArrow: '\u27f8',
  DoubleLongLeftRightArrow: '\u27fa',
  DoubleLongRightArrow: '\u27f9',
  DoubleRightArrow: '\u21d2',
  DoubleRightTee: '\u22a8',
  DoubleUpArrow: '\u21d1',
  DoubleUpDownArrow: '\u21d5',
  DoubleVerticalBar: '\u2225',
  DownArrow: '\u2193',
  DownArrowBar: '\u2913',
  DownArrowUpArrow: '\u21f5',
  DownBreve: '\u0311',
  DownLeftRightVector: '\u2950',
  DownLeftTeeVector: '\u295e',
  DownLeftVector: '\u21bd',
  DownLeftVectorBar: '\u2956',
  DownRightTeeVector: '\u295f',
  DownRightVector: '\u21c1',
  DownRightVectorBar: '\u2957',
  DownTee: '\u22a4',
  DownTeeArrow: '\u21a7',
  Downarrow: '\u21d3',
  Dscr: '\ud835\udc9f',
  Dstrok: '\u0110',
  ENG: '\u014a',
  ETH: '\u00d0',
  Eacute: '\u00c9',
  Ecaron: '\u011a',
  Ecirc: '\u00ca',
  Ecy: '\u042d',
  Edot: '\u0116',
  Efr: '\ud835\udd08',
  Egrave: '\u00c8',
  Element: '\u2208',
  Emacr: '\u0112',
  EmptySmallSquare: '\u25fb',
  EmptyVerySmallSquare: '\u25ab',
  Eogon: '\u0118',
  Eopf: '\ud835\udd3c',
  Epsilon: '\u0395',
  Equal: '\u2a75',
  EqualTilde: '\u2242',
  Equilibrium: '\u21cc',
  Escr: '\u2130',
  Esim: '\u2a73',
  Eta: '\u0397',
  Euml: '\u00cb',
  Exists: '\u2203',
  ExponentialE: '\u2147',
  Fcy: '\u0424',
  Ffr: '\ud835\udd09',
  FilledSmallSquare: '\u25fc',
  FilledVerySmallSquare: '\u25aa',
  Fopf: '\ud835\udd3d',
  ForAll: '\u2200',
  Fouriertrf: '\u2131',
  Fscr: '\u2131',
  GJcy: '\u0403',
  GT: '>',
  Gamma: '\u0393',
  Gammad: '\u03dc',
  Gbreve: '\u011e',
  Gcedil: '\u0122',
  Gcirc: '\u011c',
  Gcy: '\u0413',
  Gdot: '\u0120',
  Gfr: '\ud835\udd0a',
  Gg: '\u22d9',
  Gopf: '\ud835\udd3e',
  GreaterEqual: '\u2265',
  GreaterEqualLess: '\u22db',
  GreaterFullEqual: '\u2267',
  GreaterGreater: '\u2aa2',
  GreaterLess: '\u2277',
  GreaterSlantEqual: '\u2a7e',
  GreaterTilde: '\u2273',
  Gscr: '\ud835\udca2',
  Gt: '\u226b',
  HARDcy: '\u042a',
  Hacek: '\u02c7',
  Hat: '^',
  Hcirc: '\u0124',
  Hfr: '\u210c',
  HilbertSpace: '\u210b',
  Hopf: '\u210d',
  HorizontalLine: '\u2500',
  Hscr: '\u210b',
  Hstrok: '\u0126',
  HumpDownHump: '\u224e',
  HumpEqual: '\u224f',
  IEcy: '\u0415',
  IJlig: '\u0132',
  IOcy: '\u0401',
  Iacute: '\u00cd',
  Icirc: '\u00ce',
  Icy: '\u0418',
  Idot: '\u0130',
  Ifr: '\u2111',
  Igrave: '\u00cc',
  Im: '\u2111',
  Imacr: '\u012a',
  ImaginaryI: '\u2148',
  Implies: '\u21d2',
  Int: '\u222c',
  Integral: '\u222b',
  Intersection: '\u22c2',
  InvisibleComma: '\u2063',
  InvisibleTimes: '\u2062',
  Iogon: '\u012e',
  Iopf: '\ud835\udd40',
  Iota: '\u0399',
  Iscr: '\u2110',
  Itilde: '\u0128',
  Iukcy: '\u0406',
  Iuml: '\u00cf',
  Jcirc: '\u0134',
  Jcy: '\u0419',
  Jfr: '\ud835\udd0d',
  Jopf: '\ud835\udd41',
  Jscr: '\ud835\udca5',
  Jsercy: '\u0408',
  Jukcy: '\u0404',
  KHcy: '\u0425',
  KJcy: '\u040c',
  Kappa: '\u039a',
  Kcedil: '\u0136',
  Kcy: '\u041a',
  Kfr: '\ud835\udd0e',
  Kopf: '\ud835\udd42',
  Kscr: '\ud835\udca6',
  LJcy: '\u0409',
  LT: '<',
  Lacute: '\u0139',
  Lambda: '\u039b',
  Lang: '\u27ea',
  Laplacetrf: '\u2112',
  Larr: '\u219e',
  Lcaron: '\u013d',
  Lcedil: '\u013b',
  Lcy: '\u041b',
  LeftAngleBracket: '\u27e8',
  LeftArrow: '\u2190',
  LeftArrowBar: '\u21e4',
  LeftArrowRightArrow: '\u21c6',
  LeftCeiling: '\u2308',
  LeftDoubleBracket: '\u27e6',
  LeftDownTeeVector: '\u2961',
  LeftDownVector: '\u21c3',
  LeftDownVectorBar: '\u2959',
  LeftFloor: '\u230a',
  LeftRightArrow: '\u2194',
  LeftRightVector: '\u294e',
  LeftTee: '\u22a3',
  LeftTeeArrow: '\u21a4',
  LeftTeeVector: '\u295a',
  LeftTriangle: '\u22b2',
  LeftTriangleBar: '\u29cf',
  LeftTriangleEqual: '\u22b4',
  LeftUpDownVector: '\u2951',
  LeftUpTeeVector: '\u2960',
  LeftUpVector: '\u21bf',
  LeftUpVectorBar: '\u2958',
  LeftVector: '\u21bc',
  LeftVectorBar: '\u2952',
  Leftarrow: '\u21d0',
  Leftrightarrow: '\u21d4',
  LessEqualGreater: '\u22da',
  LessFullEqual: '\u2266',
  LessGreater: '\u2276',
  LessLess: '\u2aa1',
  LessSlantEqual: '\u2a7d',
  LessTilde: '\u2272',
  Lfr: '\ud835\udd0f',
  Ll: '\u22d8',
  Lleftarrow: '\u21da',
  Lmidot: '\u013f',
  LongLeftArrow: '\u27f5',
  LongLeftRightArrow: '\u27f7',
  LongRightArrow: '\u27f6',
  Longleftarrow: '\u27f8',
  Longleftrightarrow: '\u27fa',
  Longrightarrow: '\u27f9',
  Lopf: '\ud835\udd43',
  LowerLeftArrow: '\u2199',
  LowerRightArrow: '\u2198',
  Lscr: '\u2112',
  Lsh: '\u21b0',
  Lstrok: '\u0141',
  Lt: '\u226a',
  Map: '\u2905',
  Mcy: '\u041c',
  MediumSpace: '\u205f',
  Mellintrf: '\u2133',
  Mfr: '\ud835\udd10',
  MinusPlus: '\u2213',
  Mopf: '\ud835\udd44',
  Mscr: '\u2133',
  Mu: '\u039c',
  NJcy: '\u040a',
  Nacute: '\u0143',
  Ncaron: '\u0147',
  Ncedil: '\u0145',
  Ncy: '\u041d',
  NegativeMediumSpace: '\u200b',
  NegativeThickSpace: '\u200b',
  NegativeThinSpace: '\u200b',
  NegativeVeryThinSpace: '\u200b',
  NestedGreaterGreater: '\u226b',
  NestedLessLess: '\u226a',
  NewLine: '\n',
  Nfr: '\ud835\udd11',
  NoBreak: '\u2060',
  NonBreakingSpace: '\u00a0',
  Nopf: '\u2115',
  Not: '\u2aec',
  NotCongruent: '\u2262',
  NotCupCap: '\u226d',
  NotDoubleVerticalBar: '\u2226',
  NotElement: '\u2209',
  NotEqual: '\u2260',
  NotEqualTilde: '\u2242\u0338',
  NotExists: '\u2204',
  NotGreater: '\u226f',
  NotGreaterEqual: '\u2271',
  NotGreaterFullEqual: '\u2267\u0338',
  NotGreaterGreater: '\u226b\u0338',
  NotGreaterLess: '\u2279',
  NotGreaterSlantEqual: '\u2a7e\u0338',
  NotGreaterTilde: '\u2275',
  NotHumpDownHump: '\u224e\u0338',
  NotHumpEqual: '\u224f\u0338',
  NotLeftTriangle: '\u22ea',
  NotLeftTriangleBar: '\u29cf\u0338',
  NotLeftTriangleEqual: '\u22ec',
  NotLess: '\u226e',
  NotLessEqual: '\u2270',
  NotLessGreater: '\u2278',
  NotLessLess: '\u226a\u0338',
  NotLessSlantEqual: '\u2a7d\u0338',
  NotLessTilde: '\u2274',
  NotNestedGreaterGreater: '\u2aa2\u0338',
  NotNestedLessLess: '\u2aa1\u0338',
  NotPrecedes: '\u2280',
  NotPrecedesEqual: '\u2aaf\u0338',
  NotPrecedesSlantEqual: '\u22e0',
  NotReverseElement: '\u220c',
  NotRightTriangle: '\u22eb',
  NotRightTriangleBar: '\u29d0\u0338',
  NotRightTriangleEqual: '\u22ed',
  NotSquareSubset: '\u228f\u0338',
  NotSquareSubsetEqual: '\u22e2',
  NotSquareSuperset: '\u2290\u0338',
  NotSquareSupersetEqual: '\u22e3',
  NotSubset: '\u2282\u20d2',
  NotSubsetEqual: '\u2288',
  NotSucceeds: '\u2281',
  NotSucceedsEqual: '\u2ab0\u0338',
  NotSucceedsSlantEqual: '\u22e1',
  NotSucceedsTilde: '\u227f\u0338',
  NotSuperset: '\u2283\u20d2',
  NotSupersetEqual: '\u2289',
  NotTilde: '\u2241',
  NotTildeEqual: '\u2244',
  NotTildeFullEqual: '\u2247',
  NotTildeTilde: '\u2249',
  NotVerticalBar: '\u2224',
  Nscr: '\ud835\udca9',
  Ntilde: '\u00d1',
  Nu: '\u039d',
  OElig: '\u0152',
  Oacute: '\u00d3',
  Ocirc: '\u00d4',
  Ocy: '\u041e',
  Odblac: '\u0150',
  Ofr: '\ud835\udd12',
  Ograve: '\u00d2',
  Omacr: '\u014c',
  Omega: '\u03a9',
  Omicron: '\u039f',
  Oopf: '\ud835\udd46',
  OpenCurlyDoubleQuote: '\u201c',
  OpenCurlyQuote: '\u2018',
  Or: '\u2a54',
  Oscr: '\ud835\udcaa',
  Oslash: '\u00d8',
  Otilde: '\u00d5',
  Otimes: '\u2a37',
  Ouml: '\u00d6',
  OverBar: '\u203e',
  OverBrace: '\u23de',
  OverBracket: '\u23b4',
  OverParenthesis: '\u23dc',
  PartialD: '\u2202',
  Pcy: '\u041f',
  Pfr: '\ud835\udd13',
  Phi: '\u03a6',
  Pi: '\u03a0',
  PlusMinus: '\u00b1',
  Poincareplane: '\u210c',
  Popf: '\u2119',
  Pr: '\u2abb',
  Precedes: '\u227a',
  PrecedesEqual: '\u2aaf',
  PrecedesSlantEqual: '\u227c',
  PrecedesTilde: '\u227e',
  Prime: '\u2033',
  Product: '\u220f',
  Proportion: '\u2237',
  Proportional: '\u221d',
  Pscr: '\ud835\udcab',
  Psi: '\u03a8',
  QUOT: '"',
  Qfr: '\ud835\udd14',
  Qopf: '\u211a',
  Qscr: '\ud835\udcac',
  RBarr: '\u2910',
  REG: '\u00ae',
  Racute: '\u0154',
  Rang: '\u27eb',
  Rarr: '\u21a0',
  Rarrtl: '\u2916',
  Rcaron: '\u0158',
  Rcedil: '\u0156',
  Rcy: '\u0420',
  Re: '\u211c',
  ReverseElement: '\u220b',
  ReverseEquilibrium: '\u21cb',
  ReverseUpEquilibrium: '\u296f',
  Rfr: '\u211c',
  Rho: '\u03a1',
  RightAngleBracket: '\u27e9',
  RightArrow: '\u2192',
  RightArrowBar: '\u21e5',
  RightArrowLeftArrow: '\u21c4',
  RightCeiling: '\u2309',
  RightDoubleBracket: '\u27e7',
  RightDownTeeVector: '\u295d',
  RightDownVector: '\u21c2',
  RightDownVectorBar: '\u2955',
  RightFloor: '\u230b',
  RightTee: '\u22a2',
  RightTeeArrow: '\u21a6',
  RightTeeVector: '\u295b',
  RightTriangle: '\u22b3',
  RightTriangleBar: '\u29d0',
  RightTriangleEqual: '\u22b5',
  RightUpDownVector: '\u294f',
  RightUpTeeVector: '\u295c',
  RightUpVector: '\u21be',
  RightUpVectorBar: '\u2954',
  RightVector: '\u21c0',
  RightVectorBar: '\u2953',
  Rightarrow: '\u21d2',
  Ropf: '\u211d',
  RoundImplies: '\u2970',
  Rrightarrow: '\u21db',
  Rscr: '\u211b',
  Rsh: '\u21b1',
  RuleDelayed: '\u29f4',
  SHCHcy: '\u0429',
  SHcy: '\u0428',
  SOFTcy: '\u042c',
  Sacute: '\u015a',
  Sc: '\u2abc',
  Scaron: '\u0160',
  Scedil: '\u015e',
  Scirc: '\u015c',
  Scy: '\u0421',
  Sfr: '\ud835\udd16',
  ShortDownArrow: '\u2193',
  ShortLeftArrow: '\u2190',
  ShortRightArrow: '\u2192',
  ShortUpArrow: '\u2191',
  Sigma: '\u03a3',
  SmallCircle: '\u2218',
  Sopf: '\ud835\udd4a',
  Sqrt: '\u221a',
  Square: '\u25a1',
  SquareIntersection: '\u2293',
  SquareSubset: '\u228f',
  SquareSubsetEqual: '\u2291',
  SquareSuperset: '\u2290',
  SquareSupersetEqual: '\u2292',
  SquareUnion: '\u2294',
  Sscr: '\ud835\udcae',
  Star: '\u22c6',
  Sub: '\u22d0',
  Subset: '\u22d0',
  SubsetEqual: '\u2286',
  Succeeds: '\u227b',
  SucceedsEqual: '\u2ab0',
  SucceedsSlantEqual: '\u227d',
  SucceedsTilde: '\u227f',
  SuchThat: '\u220b',
  Sum: '\u2211',
  Sup: '\u22d1',
  Superset: '\u2283',
  SupersetEqual: '\u2287',
  Supset: '\u22d1',
  THORN: '\u00de',
  TRADE: '\u2122',
  TSHcy: '\u040b',
  TScy: '\u0426',
  Tab: '\t',
  Tau: '\u03a4',
  Tcaron: '\u0164',
  Tcedil: '\u0162',
  Tcy: '\u0422',
  Tfr: '\ud835\udd17',
  Therefore: '\u2234',
  Theta: '\u0398',
  ThickSpace: '\u205f\u200a',
  ThinSpace: '\u2009',
  Tilde: '\u223c',
  TildeEqual: '\u2243',
  TildeFullEqual: '\u2245',
  TildeTilde: '\u2248',
  Topf: '\ud835\udd4b',
  TripleDot: '\u20db',
  Tscr: '\ud835\udcaf',
  Tstrok: '\u0166',
  Uacute: '\u00da',
  Uarr: '\u219f',
  Uarrocir: '\u2949',
  Ubrcy: '\u040e',
  Ubreve: '\u016c',
  Ucirc: '\u00db',
  Ucy: '\u0423',
  Udblac: '\u0170',
  Ufr: '\ud835\udd18',
  Ugrave: '\u00d9',
  Umacr: '\u016a',
  UnderBar: '_',
  UnderBrace: '\u23df',
  UnderBracket: '\u23b5',
  UnderParenthesis: '\u23dd',
  Union: '\u22c3',
  UnionPlus: '\u228e',
  Uogon: '\u0172',
  Uopf: '\ud835\udd4c',
  UpArrow: '\u2191',
  UpArrowBar: '\u2912',
  UpArrowDownArrow: '\u21c5',
  UpDownArrow: '\u2195',
  UpEquilibrium: '\u296e',
  UpTee: '\u22a5',
  UpTeeArrow: '\u21a5',
  Uparrow: '\u21d1',
  Updownarrow: '\u21d5',
  UpperLeftArrow: '\u2196',
  UpperRightArrow: '\u2197',
  Upsi: '\u03d2',
  Upsilon: '\u03a5',
  Uring: '\u016e',
  Uscr: '\ud835\udcb0',
  Utilde: '\u0168',
  Uuml: '\u00dc',
  VDash: '\u22ab',
  Vbar: '\u2aeb',
  Vcy: '\u0412',
  Vdash: '\u22a9',
  Vdashl: '\u2ae6',
  Vee: '\u22c1',
  Verbar: '\u2016',
  Vert: '\u2016',
  VerticalBar: '\u2223',
  VerticalLine: '|',
  VerticalSeparator: '\u2758',
  VerticalTilde: '\u2240',
  VeryThinSpace: '\u200a',
  Vfr: '\ud835\udd19',
  Vopf: '\ud835\udd4d',
  Vscr: '\ud835\udcb1',
  Vvdash: '\u22aa',
  Wcirc: '\u0174',
  Wedge: '\u22c0',
  Wfr: '\ud835\udd1a',
  Wopf: '\ud835\udd4e',
  Wscr: '\ud835\udcb2',
  Xfr: '\ud835\udd1b',
  Xi: '\u039e',
  Xopf: '\ud835\udd4f',
  Xscr: '\ud835\udcb3',
  YAcy: '\u042f',
  YIcy: '\u0407',
  YUcy: '\u042e',
  Yacute: '\u00dd',
  Ycirc: '\u0176',
  Ycy: '\u042b',
  Yfr: '\ud835\udd1c',
  Yopf: '\ud835\udd50',
  Yscr: '\ud835\udcb4',
  Yuml: '\u0178',
  ZHcy: '\u0416',
  Zacute: '\u0179',
  Zcaron: '\u017d',
  Zcy: '\u0417',
  Zdot: '\u017b',
  ZeroWidthSpace: '\u200b',
  Zeta: '\u0396',
  Zfr: '\u2128',
  Zopf: '\u2124',
  Zscr: '\ud835\udcb5',
  aacute: '\u00e1',
  abreve: '\u0103',
  ac: '\u223e',
  acE: '\u223e\u0333',
  acd: '\u223f',
  acirc: '\u00e2',
  acute: '\u00b4',
  acy: '\u0430',
  aelig: '\u00e6',
  af: '\u2061',
  afr: '\ud835\udd1e',
  agrave: '\u00e0',
  alefsym: '\u2135',
  aleph: '\u2135',
  alpha: '\u03b1',
  amacr: '\u0101',
  amalg: '\u2a3f',
  amp: '&',
  and: '\u2227',
  andand: '\u2a55',
  andd: '\u2a5c',
  andslope: '\u2a58',
  andv: '\u2a5a',
  ang: '\u2220',
  ange: '\u29a4',
  angle: '\u2220',
  angmsd: '\u2221',
  angmsdaa: '\u29a8',
  angmsdab: '\u29a9',
  angmsdac: '\u29aa',
  angmsdad: '\u29ab',
  angmsdae: '\u29ac',
  angmsdaf: '\u29ad',
  angmsdag: '\u29ae',
  angmsdah: '\u29af',
  angrt: '\u221f',
  angrtvb: '\u22be',
  angrtvbd: '\u299d',
  angsph: '\u2222',
  angst: '\u00c5',
  angzarr: '\u237c',
  aogon: '\u0105',
  aopf: '\ud835\udd52',
  ap: '\u2248',
  apE: '\u2a70',
  apacir: '\u2a6f',
  ape: '\u224a',
  apid: '\u224b',
  apos: "'",
  approx: '\u2248',
  approxeq: '\u224a',
  aring: '\u00e5',
  ascr: '\ud835\udcb6',
  ast: '*',
  asymp: '\u2248',
  asympeq: '\u224d',
  atilde: '\u00e3',
  auml: '\u00e4',
  awconint: '\u2233',
  awint: '\u2a11',
  bNot: '\u2aed',
  backcong: '\u224c',
  backepsilon: '\u03f6',
  backprime: '\u2035',
  backsim: '\u223d',
  backsimeq: '\u22cd',
  barvee: '\u22bd',
  barwed: '\u2305',
  barwedge: '\u2305',
  bbrk: '\u23b5',
  bbrktbrk: '\u23b6',
  bcong: '\u224c',
  bcy: '\u0431',
  bdquo: '\u201e',
  becaus: '\u2235',
  because: '\u2235',
  bemptyv: '\u29b0',
  bepsi: '\u03f6',
  bernou: '\u212c',
  beta: '\u03b2',
  beth: '\u2136',
  between: '\u226c',
  bfr: '\ud835\udd1f',
  bigcap: '\u22c2',
  bigcirc: '\u25ef',
  bigcup: '\u22c3',
  bigodot: '\u2a00',
  bigoplus: '\u2a01',
  bigotimes: '\u2a02',
  bigsqcup: '\u2a06',
  bigstar: '\u2605',
  bigtriangledown: '\u25bd',
  bigtriangleup: '\u25b3',
  biguplus: '\u2a04',
  bigvee: '\u22c1',
  bigwedge: '\u22c0',
  bkarow: '\u290d',
  blacklozenge: '\u29eb',
  blacksquare: '\u25aa',
  blacktriangle: '\u25b4',
  blacktriangledown: '\u25be',
  blacktriangleleft: '\u25c2',
  blacktriangleright: '\u25b8',
  blank: '\u2423',
  blk12: '\u2592',
  blk14: '\u2591',
  blk34: '\u2593',
  block: '\u2588',
  bne: '=\u20e5',
  bnequiv: '\u2261\u20e5',
  bnot: '\u2310',
  bopf: '\ud835\udd53',
  bot: '\u22a5',
  bottom: '\u22a5',
  bowtie: '\u22c8',
  boxDL: '\u2557',
  boxDR: '\u2554',
  boxDl: '\u2556',
  boxDr: '\u2553',
  boxH: '\u2550',
  boxHD: '\u2566',
  boxHU: '\u2569',
  boxHd: '\u2564',
  boxHu: '\u2567',
  boxUL: '\u255d',
  boxUR: '\u255a',
  boxUl: '\u255c',
  boxUr: '\u2559',
  boxV: '\u2551',
  boxVH: '\u256c',
  boxVL: '\u2563',
  boxVR: '\u2560',
  boxVh: '\u256b',
  boxVl: '\u2562',
  boxVr: '\u255f',
  boxbox: '\u29c9',
  boxdL: '\u2555',
  boxdR: '\u2552',
  boxdl: '\u2510',
  boxdr: '\u250c',
  boxh: '\u2500',
  boxhD: '\u2565',
  boxhU: '\u2568',
  boxhd: '\u252c',
  boxhu: '\u2534',
  boxminus: '\u229f',
  boxplus: '\u229e',
  boxtimes: '\u22a0',
  boxuL: '\u255b',
  boxuR: '\u2558',
  boxul: '\u2518',
  boxur: '\u2514',
  boxv: '\u2502',
  boxvH: '\u256a',
  boxvL: '\u2561',
  boxvR: '\u255e',
  boxvh: '\u253c',
  boxvl: '\u2524',
  boxvr: '\u251c',
  bprime: '\u2035',
  breve: '\u02d8',
  brvbar: '\u00a6',
  bscr: '\ud835\udcb7',
  bsemi: '\u204f',
  bsim: '\u223d',
  bsime: '\u22cd',
  bsol: '\\',
  bsolb: '\u29c5',
  bsolhsub: '\u27c8',
  bull: '\u2022',
  bullet: '\u2022',
  bump: '\u224e',
  bumpE: '\u2aae',
  bumpe: '\u224f',
  bumpeq: '\u224f',
  cacute: '\u0107',
  cap: '\u2229',
  capand: '\u2a44',
  capbrcup: '\u2a49',
  capcap: '\u2a4b',
  capcup: '\u2a47',
  capdot: '\u2a40',
  caps: '\u2229\ufe00',
  caret: '\u2041',
  caron: '\u02c7',
  ccaps: '\u2a4d',
  ccaron: '\u010d',
  ccedil: '\u00e7',
  ccirc: '\u0109',
  ccups: '\u2a4c',
  ccupssm: '\u2a50',
  cdot: '\u010b',
  cedil: '\u00b8',
  cemptyv: '\u29b2',
  cent: '\u00a2',
  centerdot: '\u00b7',
  cfr: '\ud835\udd20',
  chcy: '\u0447',
  check: '\u2713',
  checkmark: '\u2713',
  chi: '\u03c7',
  cir: '\u25cb',
  cirE: '\u29c3',
  circ: '\u02c6',
  circeq: '\u2257',
  circlearrowleft: '\u21ba',
  circlearrowright: '\u21bb',
  circledR: '\u00ae',
  circledS: '\u24c8',
  circledast: '\u229b',
  circledcirc: '\u229a',
  circleddash: '\u229d',
  cire: '\u2257',
  cirfnint: '\u2a10',
  cirmid: '\u2aef',
  cirscir: '\u29c2',
  clubs: '\u2663',
  clubsuit: '\u2663',
  colon: ':',
  colone: '\u2254',
  coloneq: '\u2254',
  comma: ',',
  commat: '@',
  comp: '\u2201',
  compfn: '\u2218',
  complement: '\u2201',
  complexes: '\u2102',
  cong: '\u2245',
  congdot: '\u2a6d',
  conint: '\u222e',
  copf: '\ud835\udd54',
  coprod: '\u2210',
  copy: '\u00a9',
  copysr: '\u2117',
  crarr: '\u21b5',
  cross: '\u2717',
  cscr: '\ud835\udcb8',
  csub: '\u2acf',
  csube: '\u2ad1',
  csup: '\u2ad0',
  csupe: '\u2ad2',
  ctdot: '\u22ef',
  cudarrl: '\u2938',
  cudarrr: '\u2935',
  cuepr: '\u22de',
  cuesc: '\u22df',
  cularr: '\u21b6',
  cularrp: '\u293d',
  cup: '\u222a',
  cupbrcap: '\u2a48',
  cupcap: '\u2a46',
  cupcup: '\u2a4a',
  cupdot: '\u228d',
  cupor: '\u2a45',
  cups: '\u222a\ufe00',
  curarr: '\u21b7',
  curarrm: '\u293c',
  curlyeqprec: '\u22de',
  curlyeqsucc: '\u22df',
  curlyvee: '\u22ce',
  curlywedge: '\u22cf',
  curren: '\u00a4',
  curvearrowleft: '\u21b6',
  curvearrowright: '\u21b7',
  cuvee: '\u22ce',
  cuwed: '\u22cf',
  cwconint: '\u2232',
  cwint: '\u2231',
  cylcty: '\u232d',
  dArr: '\u21d3',
  dHar: '\u2965',
  dagger: '\u2020',
  daleth: '\u2138',
  darr: '\u2193',
  dash: '\u2010',
  dashv: '\u22a3',
  dbkarow: '\u290f',
  dblac: '\u02dd',
  dcaron: '\u010f',
  dcy: '\u0434',
  dd: '\u2146',
  ddagger: '\u2021',
  ddarr: '\u21ca',
  ddotseq: '\u2a77',
  deg: '\u00b0',
  delta: '\u03b4',
  demptyv: '\u29b1',
  dfisht: '\u297f',
  dfr: '\ud835\udd21',
  dharl: '\u21c3',
  dharr: '\u21c2',
  diam: '\u22c4',
  diamond: '\u22c4',
  diamondsuit: '\u2666',
  diams: '\u2666',
  die: '\u00a8',
  digamma: '\u03dd',
  disin: '\u22f2',
  div: '\u00f7',
  divide: '\u00f7',
  divideontimes: '\u22c7',
  divonx: '\u22c7',
  djcy: '\u0452',
  dlcorn: '\u231e',
  dlcrop: '\u230d',
  dollar: '$',
  dopf: '\ud835\udd55',
  dot: '\u02d9',
  doteq: '\u2250',
  doteqdot: '\u2251',
  dotminus: '\u2238',
  dotplus: '\u2214',
  dotsquare: '\u22a1',
  doublebarwedge: '\u2306',
  downarrow: '\u2193',
  downdownarrows: '\u21ca',
  downharpoonleft: '\u21c3',
  downharpoonright: '\u21c2',
  drbkarow: '\u2910',
  drcorn: '\u231f',
  drcrop: '\u230c',
  dscr: '\ud835\udcb9',
  dscy: '\u0455',
  dsol: '\u29f6',
  dstrok: '\u0111',
  dtdot: '\u22f1',
  dtri: '\u25bf',
  dtrif: '\u25be',
  duarr: '\u21f5',
  duhar: '\u296f',
  dwangle: '\u29a6',
  dzcy: '\u045f',
  dzigrarr: '\u27ff',
  eDDot: '\u2a77',
  eDot: '\u2251',
  eacute: '\u00e9',
  easter: '\u2a6e',
  ecaron: '\u011b',
  ecir: '\u2256',
  ecirc: '\u00ea',
  ecolon: '\u2255',
  ecy: '\u044d',
  edot: '\u0117',
  ee: '\u2147',
  efDot: '\u2252',
  efr: '\ud835\udd22',
  eg: '\u2a9a',
  egrave: '\u00e8',
  egs: '\u2a96',
  egsdot: '\u2a98',
  el: '\u2a99',
  elinters: '\u23e7',
  ell: '\u2113',
  els: '\u2a95',
  elsdot: '\u2a97',
  emacr: '\u0113',
  empty: '\u2205',
  emptyset: '\u2205',
  emptyv: '\u2205',
  emsp13: '\u2004',
  emsp14: '\u2005',
  emsp: '\u2003',
  eng: '\u014b',
  ensp: '\u2002',
  eogon: '\u0119',
  eopf: '\ud835\udd56',
  epar: '\u22d5',
  eparsl: '\u29e3',
  eplus: '\u2a71',
  epsi: '\u03b5',
  epsilon: '\u03b5',
  epsiv: '\u03f5',
  eqcirc: '\u2256',
  eqcolon: '\u2255',
  eqsim: '\u2242',
  eqslantgtr: '\u2a96',
  eqslantless: '\u2a95',
  equals: '=',
  equest: '\u225f',
  equiv: '\u2261',
  equivDD: '\u2a78',
  eqvparsl: '\u29e5',
  erDot: '\u2253',
  erarr: '\u2971',
  escr: '\u212f',
  esdot: '\u2250',
  esim: '\u2242',
  eta: '\u03b7',
  eth: '\u00f0',
  euml: '\u00eb',
  euro: '\u20ac',
  excl: '!',
  exist: '\u2203',
  expectation: '\u2130',
  exponentiale: '\u2147',
  fallingdotseq: '\u2252',
  fcy: '\u0444',
  female: '\u2640',
  ffilig: '\ufb03',
  fflig: '\ufb00',
  ffllig: '\ufb04',
  ffr: '\ud835\udd23',
  filig: '\ufb01',
  fjlig: 'fj',
  flat: '\u266d',
  fllig: '\ufb02',
  fltns: '\u25b1',
  fnof: '\u0192',
  fopf: '\ud835\udd57',
  forall: '\u2200',
  fork: '\u22d4',
  forkv: '\u2ad9',
  fpartint: '\u2a0d',
  frac12: '\u00bd',
  frac13: '\u2153',
  frac14: '\u00bc',
  frac15: '\u2155',
  frac16: '\u2159',
  frac18: '\u215b',
  frac23: '\u2154',
  frac25: '\u2156',
  frac34: '\u00be',
  frac35: '\u2157',
  frac38: '\u215c',
  frac45: '\u2158',
  frac56: '\u215a',
  frac58: '\u215d',
  frac78: '\u215e',
  frasl: '\u2044',
  frown: '\u2322',
  fscr: '\ud835\udcbb',
  gE: '\u2267',
  gEl: '\u2a8c',
  gacute: '\u01f5',
  gamma: '\u03b3',
  gammad: '\u03dd',
  gap: '\u2a86',
  gbreve: '\u011f',
  gcirc: '\u011d',
  gcy: '\u0433',
  gdot: '\u0121',
  ge: '\u2265',
  gel: '\u22db',
  geq: '\u2265',
  geqq: '\u2267',
  geqslant: '\u2a7e',
  ges: '\u2a7e',
  gescc: '\u2aa9',
  gesdot: '\u2a80',
  gesdoto: '\u2a82',
  gesdotol: '\u2a84',
  gesl: '\u22db\ufe00',
  gesles: '\u2a94',
  gfr: '\ud835\udd24',
  gg: '\u226b',
  ggg: '\u22d9',
  gimel: '\u2137',
  gjcy: '\u0453',
  gl: '\u2277',
  glE: '\u2a92',
  gla: '\u2aa5',
  glj: '\u2aa4',
  gnE: '\u2269',
  gnap: '\u2a8a',
  gnapprox: '\u2a8a',
  gne: '\u2a88',
  gneq: '\u2a88',
  gneqq: '\u2269',
  gnsim: '\u22e7',
  gopf: '\ud835\udd58',
  grave: '`',
  gscr: '\u210a',
  gsim: '\u2273',
  gsime: '\u2a8e',
  gsiml: '\u2a90',
  gt: '>',
  gtcc: '\u2aa7',
  gtcir: '\u2a7a',
  gtdot: '\u22d7',
  gtlPar: '\u2995',
  gtquest: '\u2a7c',
  gtrapprox: '\u2a86',
  gtrarr: '\u2978',
  gtrdot: '\u22d7',
  gtreqless: '\u22db',
  gtreqqless: '\u2a8c',
  gtrless: '\u2277',
  gtrsim: '\u2273',
  gvertneqq: '\u2269\ufe00',
  gvnE: '\u2269\ufe00',
  hArr: '\u21d4',
  hairsp: '\u200a',
  half: '\u00bd',
  hamilt: '\u210b',
  hardcy: '\u044a',
  harr: '\u2194',
  harrcir: '\u2948',
  harrw: '\u21ad',
  hbar: '\u210f',
  hcirc: '\u0125',
  hearts: '\u2665',
  heartsuit: '\u2665',
  hellip: '\u2026',
  hercon: '\u22b9',
  hfr: '\ud835\udd25',
  hksearow: '\u2925',
  hkswarow: '\u2926',
  hoarr: '\u21ff',
  homtht: '\u223b',
  hookleftarrow: '\u21a9',
  hookrightarrow: '\u21aa',
  hopf: '\ud835\udd59',
  horbar: '\u2015',
  hscr: '\ud835\udcbd',
  hslash: '\u210f',
  hstrok: '\u0127',
  hybull: '\u2043',
  hyphen: '\u2010',
  iacute: '\u00ed',
  ic: '\u2063',
  icirc: '\u00ee',
  icy: '\u0438',
  iecy: '\u0435',
  iexcl: '\u00a1',
  iff: '\u21d4',
  ifr: '\ud835\udd26',
  igrave: '\u00ec',
  ii: '\u2148',
  iiiint: '\u2a0c',
  iiint: '\u222d',
  iinfin: '\u29dc',
  iiota: '\u2129',
  ijlig: '\u0133',
  imacr: '\u012b',
  image: '\u2111',
  imagline: '\u2110',
  imagpart: '\u2111',
  imath: '\u0131',
  imof: '\u22b7',
  imped: '\u01b5',
  in: '\u2208',
  incare: '\u2105',
  infin: '\u221e',
  infintie: '\u29dd',
  inodot: '\u0131',
  int: '\u222b',
  intcal: '\u22ba',
  integers: '\u2124',
  intercal: '\u22ba',
  intlarhk: '\u2a17',
  intprod: '\u2a3c',
  iocy: '\u0451',
  iogon: '\u012f',
  iopf: '\ud835\udd5a',
  iota: '\u03b9',
  iprod: '\u2a3c',
  iquest: '\u00bf',
  iscr: '\ud835\udcbe',
  isin: '\u2208',
  isinE: '\u22f9',
  isindot: '\u22f5',
  isins: '\u22f4',
  isinsv: '\u22f3',
  isinv: '\u2208',
  it: '\u2062',
  itilde: '\u0129',
  iukcy: '\u0456',
  iuml: '\u00ef',
  jcirc: '\u0135',
  jcy: '\u0439',
  jfr: '\ud835\udd27',
  jmath: '\u0237',
  jopf: '\ud835\udd5b',
  jscr: '\ud835\udcbf',
  jsercy: '\u0458',
  jukcy: '\u0454',
  kappa: '\u03ba',
  kappav: '\u03f0',
  kcedil: '\u0137',
  kcy: '\u043a',
  kfr: '\ud835\udd28',
  kgreen: '\u0138',
  khcy: '\u0445',
  kjcy: '\u045c',
  kopf: '\ud835\udd5c',
  kscr: '\ud835\udcc0',
  lAarr: '\u21da',
  lArr: '\u21d0',
  lAtail: '\u291b',
  lBarr: '\u290e',
  lE: '\u2266',
  lEg: '\u2a8b',
  lHar: '\u2962',
  lacute: '\u013a',
  laemptyv: '\u29b4',
  lagran: '\u2112',
  lambda: '\u03bb',
  lang: '\u27e8',
  langd: '\u2991',
  langle: '\u27e8',
  lap: '\u2a85',
  laquo: '\u00ab',
  larr: '\u2190',
  larrb: '\u21e4',
  larrbfs: '\u291f',
  larrfs: '\u291d',
  larrhk: '\u21a9',
  larrlp: '\u21ab',
  larrpl: '\u2939',
  larrsim: '\u2973',
  larrtl: '\u21a2',
  lat: '\u2aab',
  latail: '\u2919',
  late: '\u2aad',
  lates: '\u2aad\ufe00',
  lbarr: '\u290c',
  lbbrk: '\u2772',
  lbrace: '{',
  lbrack: '[',
  lbrke: '\u298b',
  lbrksld: '\u298f',
  lbrkslu: '\u298d',
  lcaron: '\u013e',
  lcedil: '\u013c',
  lceil: '\u2308',
  lcub: '{',
  lcy: '\u043b',
  ldca: '\u2936',
  ldquo: '\u201c',
  ldquor: '\u201e',
  ldrdhar: '\u2967',
  ldrushar: '\u294b',
  ldsh: '\u21b2',
  le: '\u2264',
  leftarrow: '\u2190',
  leftarrowtail: '\u21a2',
  leftharpoondown: '\u21bd',
  leftharpoonup: '\u21bc',
  leftleftarrows: '\u21c7',
  leftrightarrow: '\u2194',
  leftrightarrows: '\u21c6',
  leftrightharpoons: '\u21cb',
  leftrightsquigarrow: '\u21ad',
  leftthreetimes: '\u22cb',
  leg: '\u22da',
  leq: '\u2264',
  leqq: '\u2266',
  leqslant: '\u2a7d',
  les: '\u2a7d',
  lescc: '\u2aa8',
  lesdot: '\u2a7f',
  lesdoto: '\u2a81',
  lesdotor: '\u2a83',
  lesg: '\u22da\ufe00',
  lesges: '\u2a93',
  lessapprox: '\u2a85',
  lessdot: '\u22d6',
  lesseqgtr: '\u22da',
  lesseqqgtr: '\u2a8b',
  lessgtr: '\u2276',
  lesssim: '\u2272',
  lfisht: '\u297c',
  lfloor: '\u230a',
  lfr: '\ud835\udd29',
  lg: '\u2276',
  lgE: '\u2a91',
  lhard: '\u21bd',
  lharu: '\u21bc',
  lharul: '\u296a',
  lhblk: '\u2584',
  ljcy: '\u0459',
  ll: '\u226a',
  llarr: '\u21c7',
  llcorner: '\u231e',
  llhard: '\u296b',
  lltri: '\u25fa',
  lmidot: '\u0140',
  lmoust: '\u23b0',
  lmoustache: '\u23b0',
  lnE: '\u2268',
  lnap: '\u2a89',
  lnapprox: '\u2a89',
  lne: '\u2a87',
  lneq: '\u2a87',
  lneqq: '\u2268',
  lnsim: '\u22e6',
  loang: '\u27ec',
  loarr: '\u21fd',
  lobrk: '\u27e6',
  longleftarrow: '\u27f5',
  longleftrightarrow: '\u27f7',
  longmapsto: '\u27fc',
  longrightarrow: '\u27f6',
  looparrowleft: '\u21ab',
  looparrowright: '\u21ac',
  lopar: '\u2985',
  lopf: '\ud835\udd5d',
  loplus: '\u2a2d',
  lotimes: '\u2a34',
  lowast: '\u2217',
  lowbar: '_',
  loz: '\u25ca',
  lozenge: '\u25ca',
  lozf: '\u29eb',
  lpar: '(',
  lparlt: '\u2993',
  lrarr: '\u21c6',
  lrcorner: '\u231f',
  lrhar: '\u21cb',
  lrhard: '\u296d',
  lrm: '\u200e',
  lrtri: '\u22bf',
  lsaquo: '\u2039',
  lscr: '\ud835\udcc1',
  lsh: '\u21b0',
  lsim: '\u2272',
  lsime: '\u2a8d',
  lsimg: '\u2a8f',
  lsqb: '[',
  lsquo: '\u2018',
  lsquor: '\u201a',
  lstrok: '\u0142',
  lt: '<',
  ltcc: '\u2aa6',
  ltcir: '\u2a79',
  ltdot: '\u22d6',
  lthree: '\u22cb',
  ltimes: '\u22c9',
  ltlarr: '\u2976',
  ltquest: '\u2a7b',
  ltrPar: '\u2996',
  ltri: '\u25c3',
  ltrie: '\u22b4',
  ltrif: '\u25c2',
  lurdshar: '\u294a',
  luruhar: '\u2966',
  lvertneqq: '\u2268\ufe00',
  lvnE: '\u2268\ufe00',
  mDDot: '\u223a',
  macr: '\u00af',
  male: '\u2642',
  malt: '\u2720',
  maltese: '\u2720',
  map: '\u21a6',
  mapsto: '\u21a6',
  mapstodown: '\u21a7',
  mapstoleft: '\u21a4',
  mapstoup: '\u21a5',
  marker: '\u25ae',
  mcomma: '\u2a29',
  mcy: '\u043c',
  mdash: '\u2014',
  measuredangle: '\u2221',
  mfr: '\ud835\udd2a',
  mho: '\u2127',
  micro: '\u00b5',
  mid: '\u2223',
  midast: '*',
  midcir: '\u2af0',
  middot: '\u00b7',
  minus: '\u2212',
  minusb: '\u229f',
  minusd: '\u2238',
  minusdu: '\u2a2a',
  mlcp: '\u2adb',
  mldr: '\u2026',
  mnplus: '\u2213',
  models: '\u22a7',
  mopf: '\ud835\udd5e',
  mp: '\u2213',
  mscr: '\ud835\udcc2',
  mstpos: '\u223e',
  mu: '\u03bc',
  multimap: '\u22b8',
  mumap: '\u22b8',
  nGg: '\u22d9\u0338',
  nGt: '\u226b\u20d2',
  nGtv: '\u226b\u0338',
  nLeftarrow: '\u21cd',
  nLeftrightarrow: '\u21ce',
  nLl: '\u22d8\u0338',
  nLt: '\u226a\u20d2',
  nLtv: '\u226a\u0338',
  nRightarrow: '\u21cf',
  nVDash: '\u22af',
  nVdash: '\u22ae',
  nabla: '\u2207',
  nacute: '\u0144',
  nang: '\u2220\u20d2',
  nap: '\u2249',
  napE: '\u2a70\u0338',
  napid: '\u224b\u0338',
  napos: '\u0149',
  napprox: '\u2249',
  natur: '\u266e',
  natural: '\u266e',
  naturals: '\u2115',
  nbsp: '\u00a0',
  nbump: '\u224e\u0338',
  nbumpe: '\u224f\u0338',
  ncap: '\u2a43',
  ncaron: '\u0148',
  ncedil: '\u0146',
  ncong: '\u2247',
  ncongdot: '\u2a6d\u0338',
  ncup: '\u2a42',
  ncy: '\u043d',
  ndash: '\u2013',
  ne: '\u2260',
  neArr: '\u21d7',
  nearhk: '\u2924',
  nearr: '\u2197',
  nearrow: '\u2197',
  nedot: '\u2250\u0338',
  nequiv: '\u2262',
  nesear: '\u2928',
  nesim: '\u2242\u0338',
  nexist: '\u2204',
  nexists: '\u2204',
  nfr: '\ud835\udd2b',
  ngE: '\u2267\u0338',
  nge: '\u2271',
  ngeq: '\u2271',
  ngeqq: '\u2267\u0338',
  ngeqslant: '\u2a7e\u0338',
  nges: '\u2a7e\u0338',
  ngsim: '\u2275',
  ngt: '\u226f',
  ngtr: '\u226f',
  nhArr: '\u21ce',
  nharr: '\u21ae',
  nhpar: '\u2af2',
  ni: '\u220b',
  nis: '\u22fc',
  nisd: '\u22fa',
  niv: '\u220b',
  njcy: '\u045a',
  nlArr: '\u21cd',
  nlE: '\u2266\u0338',
  nlarr: '\u219a',
  nldr: '\u2025',
  nle: '\u2270',
  nleftarrow: '\u219a',
  nleftrightarrow: '\u21ae',
  nleq: '\u2270',
  nleqq: '\u2266\u0338',
  nleqslant: '\u2a7d\u0338',
  nles: '\u2a7d\u0338',
  nless: '\u226e',
  nlsim: '\u2274',
  nlt: '\u226e',
  nltri: '\u22ea',
  nltrie: '\u22ec',
  nmid: '\u2224',
  nopf: '\ud835\udd5f',
  not: '\u00ac',
  notin: '\u2209',
  notinE: '\u22f9\u0338',
  notindot: '\u22f5\u0338',
  notinva: '\u2209',
  notinvb: '\u22f7',
  notinvc: '\u22f6',
  notni: '\u220c',
  notniva: '\u220c',
  notnivb: '\u22fe',
  notnivc: '\u22fd',
  npar: '\u2226',
  nparallel: '\u2226',
  nparsl: '\u2afd\u20e5',
  npart: '\u2202\u0338',
  npolint: '\u2a14',
  npr: '\u2280',
  nprcue: '\u22e0',
  npre: '\u2aaf\u0338',
  nprec: '\u2280',
  npreceq: '\u2aaf\u0338',
  nrArr: '\u21cf',
  nrarr: '\u219b',
  nrarrc: '\u2933\u0338',
  nrarrw: '\u219d\u0338',
  nrightarrow: '\u219b',
  nrtri: '\u22eb',
  nrtrie: '\u22ed',
  nsc: '\u2281',
  nsccue: '\u22e1',
  nsce: '\u2ab0\u0338',
  nscr: '\ud835\udcc3',
  nshortmid: '\u2224',
  nshortparallel: '\u2226',
  nsim: '\u2241',
  nsime: '\u2244',
  nsimeq: '\u2244',
  nsmid: '\u2224',
  nspar: '\u2226',
  nsqsube: '\u22e2',
  nsqsupe: '\u22e3',
  nsub: '\u2284',
  nsubE: '\u2ac5\u0338',
  nsube: '\u2288',
  nsubset: '\u2282\u20d2',
  nsubseteq: '\u2288',
  nsubseteqq: '\u2ac5\u0338',
  nsucc: '\u2281',
  nsucceq: '\u2ab0\u0338',
  nsup: '\u2285',
  nsupE: '\u2ac6\u0338',
  nsupe: '\u2289',
  nsupset: '\u2283\u20d2',
  nsupseteq: '\u2289',
  nsupseteqq: '\u2ac6\u0338',
  ntgl: '\u2279',
  ntilde: '\u00f1',
  ntlg: '\u2278',
  ntriangleleft: '\u22ea',
  ntrianglelefteq: '\u22ec',
  ntriangleright: '\u22eb',
  ntrianglerighteq: '\u22ed',
  nu: '\u03bd',
  num: '#',
  numero: '\u2116',
  numsp: '\u2007',
  nvDash: '\u22ad',
  nvHarr: '\u2904',
  nvap: '\u224d\u20d2',
  nvdash: '\u22ac',
  nvge: '\u2265\u20d2',
  nvgt: '>\u20d2',
  nvinfin: '\u29de',
  nvlArr: '\u2902',
  nvle: '\u2264\u20d2',
  nvlt: '<\u20d2',
  nvltrie: '\u22b4\u20d2',
  nvrArr: '\u2903',
  nvrtrie: '\u22b5\u20d2',
  nvsim: '\u223c\u20d2',
  nwArr: '\u21d6',
  nwarhk: '\u2923',
  nwarr: '\u2196',
  nwarrow: '\u2196',
  nwnear: '\u2927',
  oS: '\u24c8',
  oacute: '\u00f3',
  oast: '\u229b',
  ocir: '\u229a',
  ocirc: '\u00f4',
  ocy: '\u043e',
  odash: '\u229d',
  odblac: '\u0151',
  odiv: '\u2a38',
  odot: '\u2299',
  odsold: '\u29bc',
  oelig: '\u0153',
  ofcir: '\u29bf',
  ofr: '\ud835\udd2c',
  ogon: '\u02db',
  ograve: '\u00f2',
  ogt: '\u29c1',
  ohbar: '\u29b5',
  ohm: '\u03a9',
  oint: '\u222e',
  olarr: '\u21ba',
  olcir: '\u29be',
  olcross: '\u29bb',
  oline: '\u203e',
  olt: '\u29c0',
  omacr: '\u014d',
  omega: '\u03c9',
  omicron: '\u03bf',
  omid: '\u29b6',
  ominus: '\u2296',
  oopf: '\ud835\udd60',
  opar: '\u29b7',
  operp: '\u29b9',
  oplus: '\u2295',
  or: '\u2228',
  orarr: '\u21bb',
  ord: '\u2a5d',
  order: '\u2134',
  orderof: '\u2134',
  ordf: '\u00aa',
  ordm: '\u00ba',
  origof: '\u22b6',
  oror: '\u2a56',
  orslope: '\u2a57',
  orv: '\u2a5b',
  oscr: '\u2134',
  oslash: '\u00f8',
  osol: '\u2298',
  otilde: '\u00f5',
  otimes: '\u2297',
  otimesas: '\u2a36',
  ouml: '\u00f6',
  ovbar: '\u233d',
  par: '\u2225',
  para: '\u00b6',
  parallel: '\u2225',
  parsim: '\u2af3',
  parsl: '\u2afd',
  part: '\u2202',
  pcy: '\u043f',
  percnt: '%',
  period: '.',
  permil: '\u2030',
  perp: '\u22a5',
  pertenk: '\u2031',
  pfr: '\ud835\udd2d',
  phi: '\u03c6',
  phiv: '\u03d5',
  phmmat: '\u2133',
  phone: '\u260e',
  pi: '\u03c0',
  pitchfork: '\u22d4',
  piv: '\u03d6',
  planck: '\u210f',
  planckh: '\u210e',
  plankv: '\u210f',
  plus: '+',
  plusacir: '\u2a23',
  plusb: '\u229e',
  pluscir: '\u2a22',
  plusdo: '\u2214',
  plusdu: '\u2a25',
  pluse: '\u2a72',
  plusmn: '\u00b1',
  plussim: '\u2a26',
  plustwo: '\u2a27',
  pm: '\u00b1',
  pointint: '\u2a15',
  popf: '\ud835\udd61',
  pound: '\u00a3',
  pr: '\u227a',
  prE: '\u2ab3',
  prap: '\u2ab7',
  prcue: '\u227c',
  pre: '\u2aaf',
  prec: '\u227a',
  precapprox: '\u2ab7',
  preccurlyeq: '\u227c',
  preceq: '\u2aaf',
  precnapprox: '\u2ab9',
  precneqq: '\u2ab5',
  precnsim: '\u22e8',
  precsim: '\u227e',
  prime: '\u2032',
  primes: '\u2119',
  prnE: '\u2ab5',
  prnap: '\u2ab9',
  prnsim: '\u22e8',
  prod: '\u220f',
  profalar: '\u232e',
  profline: '\u2312',
  profsurf: '\u2313',
  prop: '\u221d',
  propto: '\u221d',
  prsim: '\u227e',
  prurel: '\u22b0',
  pscr: '\ud835\udcc5',
  psi: '\u03c8',
  puncsp: '\u2008',
  qfr: '\ud835\udd2e',
  qint: '\u2a0c',
  qopf: '\ud835\udd62',
  qprime: '\u2057',
  qscr: '\ud835\udcc6',
  quaternions: '\u210d',
  quatint: '\u2a16',
  quest: '?',
  questeq: '\u225f',
  quot: '"',
  rAarr: '\u21db',
  rArr: '\u21d2',
  rAtail: '\u291c',
  rBarr: '\u290f',
  rHar: '\u2964',
  race: '\u223d\u0331',
  racute: '\u0155',
  radic: '\u221a',
  raemptyv: '\u29b3',
  rang: '\u27e9',
  rangd: '\u2992',
  range: '\u29a5',
  rangle: '\u27e9',
  raquo: '\u00bb',
  rarr: '\u2192',
  rarrap: '\u2975',
  rarrb: '\u21e5',
  rarrbfs: '\u2920',
  rarrc: '\u2933',
  rarrfs: '\u291e',
  rarrhk: '\u21aa',
  rarrlp: '\u21ac',
  rarrpl: '\u2945',
  rarrsim: '\u2974',
  rarrtl: '\u21a3',
  rarrw: '\u219d',
  ratail: '\u291a',
  ratio: '\u2236',
  rationals: '\u211a',
  rbarr: '\u290d',
  rbbrk: '\u2773',
  rbrace: '}',
  rbrack: ']',
  rbrke: '\u298c',
  rbrksld: '\u298e',
  rbrkslu: '\u2990',
  rcaron: '\u0159',
  rcedil: '\u0157',
  rceil: '\u2309',
  rcub: '}',
  rcy: '\u0440',
  rdca: '\u2937',
  rdldhar: '\u2969',
  rdquo: '\u201d',
  rdquor: '\u201d',
  rdsh: '\u21b3',
  real: '\u211c',
  realine: '\u211b',
  realpart: '\u211c',
  reals: '\u211d',
  rect: '\u25ad',
  reg: '\u00ae',
  rfisht: '\u297d',
  rfloor: '\u230b',
  rfr: '\ud835\udd2f',
  rhard: '\u21c1',
  rharu: '\u21c0',
  rharul: '\u296c',
  rho: '\u03c1',
  rhov: '\u03f1',
  rightarrow: '\u2192',
  rightarrowtail: '\u21a3',
  rightharpoondown: '\u21c1',
  rightharpoonup: '\u21c0',
  rightleftarrows: '\u21c4',
  rightleftharpoons: '\u21cc',
  rightrightarrows: '\u21c9',
  rightsquigarrow: '\u219d',
  rightthreetimes: '\u22cc',
  ring: '\u02da',
  risingdotseq: '\u2253',
  rlarr: '\u21c4',
  rlhar: '\u21cc',
  rlm: '\u200f',
  rmoust: '\u23b1',
  rmoustache: '\u23b1',
  rnmid: '\u2aee',
  roang: '\u27ed',
  roarr: '\u21fe',
  robrk: '\u27e7',
  ropar: '\u2986',
  ropf: '\ud835\udd63',
  roplus: '\u2a2e',
  rotimes: '\u2a35',
  rpar: ')',
  rpargt: '\u2994',
  rppolint: '\u2a12',
  rrarr: '\u21c9',
  rsaquo: '\u203a',
  rscr: '\ud835\udcc7',
  rsh: '\u21b1',
  rsqb: ']',
  rsquo: '\u2019',
  rsquor: '\u2019',
  rthree: '\u22cc',
  rtimes: '\u22ca',
  rtri: '\u25b9',
  rtrie: '\u22b5',
  rtrif: '\u25b8',
  rtriltri: '\u29ce',
  ruluhar: '\u2968',
  rx: '\u211e',
  sacute: '\u015b',
  sbquo: '\u201a',
  sc: '\u227b',
  scE: '\u2ab4',
  scap: '\u2ab8',
  scaron: '\u0161',
  sccue: '\u227d',
  sce: '\u2ab0',
  scedil: '\u015f',
  scirc: '\u015d',
  scnE: '\u2ab6',
  scnap: '\u2aba',
  scnsim: '\u22e9',
  scpolint: '\u2a13',
  scsim: '\u227f',
  scy: '\u0441',
  sdot: '\u22c5',
  sdotb: '\u22a1',
  sdote: '\u2a66',
  seArr: '\u21d8',
  searhk: '\u2925',
  searr: '\u2198',
  searrow: '\u2198',
  sect: '\u00a7',
  semi: ';',
  seswar: '\u2929',
  setminus: '\u2216',
  setmn: '\u2216',
  sext: '\u2736',
  sfr: '\ud835\udd30',
  sfrown: '\u2322',
  sharp: '\u266f',
  shchcy: '\u0449',
  shcy: '\u0448',
  shortmid: '\u2223',
  shortparallel: '\u2225',
  shy: '\u00ad',
  sigma: '\u03c3',
  sigmaf: '\u03c2',
  sigmav: '\u03c2',
  sim: '\u223c',
  simdot: '\u2a6a',
  sime: '\u2243',
  simeq: '\u2243',
  simg: '\u2a9e',
  simgE: '\u2aa0',
  siml: '\u2a9d',
  simlE: '\u2a9f',
  simne: '\u2246',
  simplus: '\u2a24',
  simrarr: '\u2972',
  slarr: '\u2190',
  smallsetminus: '\u2216',
  smashp: '\u2a33',
  smeparsl: '\u29e4',
  smid: '\u2223',
  smile: '\u2323',
  smt: '\u2aaa',
  smte: '\u2aac',
  smtes: '\u2aac\ufe00',
  softcy: '\u044c',
  sol: '/',
  solb: '\u29c4',
  solbar: '\u233f',
  sopf: '\ud835\udd64',
  spades: '\u2660',
  spadesuit: '\u2660',
  spar: '\u2225',
  sqcap: '\u2293',
  sqcaps: '\u2293\ufe00',
  sqcup: '\u2294',
  sqcups: '\u2294\ufe00',
  sqsub: '\u228f',
  sqsube: '\u2291',
  sqsubset: '\u228f',
  sqsubseteq: '\u2291',
  sqsup: '\u2290',
  sqsupe: '\u2292',
  sqsupset: '\u2290',
  sqsupseteq: '\u2292',
  squ: '\u25a1',
  square: '\u25a1',
  squarf: '\u25aa',
  squf: '\u25aa',
  srarr: '\u2192',
  sscr: '\ud835\udcc8',
  ssetmn: '\u2216',
  ssmile: '\u2323',
  sstarf: '\u22c6',
  star: '\u2606',
  starf: '\u2605',
  straightepsilon: '\u03f5',
  straightphi: '\u03d5',
  strns: '\u00af',
  sub: '\u2282',
  subE: '\u2ac5',
  subdot: '\u2abd',
  sube: '\u2286',
  subedot: '\u2ac3',
  submult: '\u2ac1',
  subnE: '\u2acb',
  subne: '\u228a',
  subplus: '\u2abf',
  subrarr: '\u2979',
  subset: '\u2282',
  subseteq: '\u2286',
  subseteqq: '\u2ac5',
  subsetneq: '\u228a',
  subsetneqq: '\u2acb',
  subsim: '\u2ac7',
  subsub: '\u2ad5',
  subsup: '\u2ad3',
  succ: '\u227b',
  succapprox: '\u2ab8',
  succcurlyeq: '\u227d',
  succeq: '\u2ab0',
  succnapprox: '\u2aba',
  succneqq: '\u2ab6',
  succnsim: '\u22e9',
  succsim: '\u227f',
  sum: '\u2211',
  sung: '\u266a',
  sup1: '\u00b9',
  sup2: '\u00b2',
  sup3: '\u00b3',
  sup: '\u2283',
  supE: '\u2ac6',
  supdot: '\u2abe',
  supdsub: '\u2ad8',
  supe: '\u2287',
  supedot: '\u2ac4',
  suphsol: '\u27c9',
  suphsub: '\u2ad7',
  suplarr: '\u297b',
  supmult: '\u2ac2',
  supnE: '\u2acc',
  supne: '\u228b',
  supplus: '\u2ac0',
  supset: '\u2283',
  supseteq: '\u2287',
  supseteqq: '\u2ac6',
  supsetneq: '\u228b',
  supsetneqq: '\u2acc',
  supsim: '\u2ac8',
  supsub: '\u2ad4',
  supsup: '\u2ad6',
  swArr: '\u21d9',
  swarhk: '\u2926',
  swarr: '\u2199',
  swarrow: '\u2199',
  swnwar: '\u292a',
  szlig: '\u00df',
  target: '\u2316',
  tau: '\u03c4',
  tbrk: '\u23b4',
  tcaron: '\u0165',
  tcedil: '\u0163',
  tcy: '\u0442',
  tdot: '\u20db',
  telrec: '\u2315',
  tfr: '\ud835\udd31',
  there4: '\u2234',
  therefore: '\u2234',
  theta: '\u03b8',
  thetasym: '\u03d1',
  thetav: '\u03d1',
  thickapprox: '\u2248',
  thicksim: '\u223c',
  thinsp: '\u2009',
  thkap: '\u2248',
  thksim: '\u223c',
  thorn: '\u00fe',
  tilde: '\u02dc',
  times: '\u00d7',
  timesb: '\u22a0',
  timesbar: '\u2a31',
  timesd: '\u2a30',
  tint: '\u222d',
  toea: '\u2928',
  top: '\u22a4',
  topbot: '\u2336',
  topcir: '\u2af1',
  topf: '\ud835\udd65',
  topfork: '\u2ada',
  tosa: '\u2929',
  tprime: '\u2034',
  trade: '\u2122',
  triangle: '\u25b5',
  triangledown: '\u25bf',
  triangleleft: '\u25c3',
  trianglelefteq: '\u22b4',
  triangleq: '\u225c',
  triangleright: '\u25b9',
  trianglerighteq: '\u22b5',
  tridot: '\u25ec',
  trie: '\u225c',
  triminus: '\u2a3a',
  triplus: '\u2a39',
  trisb: '\u29cd',
  tritime: '\u2a3b',
  trpezium: '\u23e2',
  tscr: '\ud835\udcc9',
  tscy: '\u0446',
  tshcy: '\u045b',
  tstrok: '\u0167',
  twixt: '\u226c',
  twoheadleftarrow: '\u219e',
  twoheadrightarrow: '\u21a0',
  uArr: '\u21d1',
  uHar: '\u2963',
  uacute: '\u00fa',
  uarr: '\u2191',
  ubrcy: '\u045e',
  ubreve: '\u016d',
  ucirc: '\u00fb',
  ucy: '\u0443',
  udarr: '\u21c5',
  udblac: '\u0171',
  udhar: '\u296e',
  ufisht: '\u297e',
  ufr: '\ud835\udd32',
  ugrave: '\u00f9',
  uharl: '\u21bf',
  uharr: '\u21be',
  uhblk: '\u2580',
  ulcorn: '\u231c',
  ulcorner: '\u231c',
  ulcrop: '\u230f',
  ultri: '\u25f8',
  umacr: '\u016b',
  uml: '\u00a8',
  uogon: '\u0173',
  uopf: '\ud835\udd66',
  uparrow: '\u2191',
  updownarrow: '\u2195',
  upharpoonleft: '\u21bf',
  upharpoonright: '\u21be',
  uplus: '\u228e',
  upsi: '\u03c5',
  upsih: '\u03d2',
  upsilon: '\u03c5',
  upuparrows: '\u21c8',
  urcorn: '\u231d',
  urcorner: '\u231d',
  urcrop: '\u230e',
  uring: '\u016f',
  urtri: '\u25f9',
  uscr: '\ud835\udcca',
  utdot: '\u22f0',
  utilde: '\u0169',
  utri: '\u25b5',
  utrif: '\u25b4',
  uuarr: '\u21c8',
  uuml: '\u00fc',
  uwangle: '\u29a7',
  vArr: '\u21d5',
  vBar: '\u2ae8',
  vBarv: '\u2ae9',
  vDash: '\u22a8',
  vangrt: '\u299c',
  varepsilon: '\u03f5',
  varkappa: '\u03f0',
  varnothing: '\u2205',
  varphi: '\u03d5',
  varpi: '\u03d6',
  varpropto: '\u221d',
  varr: '\u2195',
  varrho: '\u03f1',
  varsigma: '\u03c2',
  varsubsetneq: '\u228a\ufe00',
  varsubsetneqq: '\u2acb\ufe00',
  varsupsetneq: '\u228b\ufe00',
  varsupsetneqq: '\u2acc\ufe00',
  vartheta: '\u03d1',
  vartriangleleft: '\u22b2',
  vartriangleright: '\u22b3',
  vcy: '\u0432',
  vdash: '\u22a2',
  vee: '\u2228',
  veebar: '\u22bb',
  veeeq: '\u225a',
  vellip: '\u22ee',
  verbar: '|',
  vert: '|',
  vfr: '\ud835\udd33',
  vltri: '\u22b2',
  vnsub: '\u2282\u20d2',
  vnsup: '\u2283\u20d2',
  vopf: '\ud835\udd67',
  vprop: '\u221d',
  vrtri: '\u22b3',
  vscr: '\ud835\udccb',
  vsubnE: '\u2acb\ufe00',
  vsubne: '\u228a\ufe00',
  vsupnE: '\u2acc\ufe00',
  vsupne: '\u228b\ufe00',
  vzigzag: '\u299a',
  wcirc: '\u0175',
  wedbar: '\u2a5f',
  wedge: '\u2227',
  wedgeq: '\u2259',
  weierp: '\u2118',
  wfr: '\ud835\udd34',
  wopf: '\ud835\udd68',
  wp: '\u2118',
  wr: '\u2240',
  wreath: '\u2240',
  wscr: '\ud835\udccc',
  xcap: '\u22c2',
  xcirc: '\u25ef',
  xcup: '\u22c3',
  xdtri: '\u25bd',
  xfr: '\ud835\udd35',
  xhArr: '\u27fa',
  xharr: '\u27f7',
  xi: '\u03be',
  xlArr: '\u27f8',
  xlarr: '\u27f5',
  xmap: '\u27fc',
  xnis: '\u22fb',
  xodot: '\u2a00',
  xopf: '\ud835\udd69',
  xoplus: '\u2a01',
  xotime: '\u2a02',
  xrArr: '\u27f9',
  xrarr: '\u27f6',
  xscr: '\ud835\udccd',
  xsqcup: '\u2a06',
  xuplus: '\u2a04',
  xutri: '\u25b3',
  xvee: '\u22c1',
  xwedge: '\u22c0',
  yacute: '\u00fd',
  yacy: '\u044f',
  ycirc: '\u0177',
  ycy: '\u044b',
  yen: '\u00a5',
  yfr: '\ud835\udd36',
  yicy: '\u0457',
  yopf: '\ud835\udd6a',
  yscr: '\ud835\udcce',
  yucy: '\u044e',
  yuml: '\u00ff',
  zacute: '\u017a',
  zcaron: '\u017e',
  zcy: '\u0437',
  zdot: '\u017c',
  zeetrf: '\u2128',
  zeta: '\u03b6',
  zfr: '\ud835\udd37',
  zhcy: '\u0436',
  zigrarr: '\u21dd',
  zopf: '\ud835\udd6b',
  zscr: '\ud835\udccf',
  zwj: '\u200d',
  zwnj: '\u200c'
}

;// CONCATENATED MODULE: ../../../node_modules/decode-named-character-reference/index.js


const own = {}.hasOwnProperty

function decodeNamedCharacterReference(value) {
  return own.call(characterEntities, value) ? characterEntities[value] : false
}


/***/ }),

/***/ 8428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
  _F: () => (/* reexport */ Tokenizer),
  V_: () => (/* reexport */ TokenizerMode),
  jh: () => (/* reexport */ defaultTreeAdapter),
  qy: () => (/* reexport */ html_namespaceObject),
  oH: () => (/* binding */ parseFragment)
});


var html_namespaceObject = {};
__webpack_require__.r(html_namespaceObject);
__webpack_require__.d(html_namespaceObject, {
  VF: () => (ATTRS),
  W$: () => (DOCUMENT_MODE),
  NS: () => (html_NS),
  aW: () => (NUMBERED_HEADERS),
  aY: () => (SPECIAL_ELEMENTS),
  JK: () => (TAG_ID),
  qY: () => (TAG_NAMES),
  u_: () => (getTagID)
});

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/common/unicode.js
const UNDEFINED_CODE_POINTS = new Set([
    65534, 65535, 131070, 131071, 196606, 196607, 262142, 262143, 327678, 327679, 393214,
    393215, 458750, 458751, 524286, 524287, 589822, 589823, 655358, 655359, 720894,
    720895, 786430, 786431, 851966, 851967, 917502, 917503, 983038, 983039, 1048574,
    1048575, 1114110, 1114111,
]);
const REPLACEMENT_CHARACTER = '\uFFFD';
var CODE_POINTS;
(function (CODE_POINTS) {
    CODE_POINTS[CODE_POINTS["EOF"] = -1] = "EOF";
    CODE_POINTS[CODE_POINTS["NULL"] = 0] = "NULL";
    CODE_POINTS[CODE_POINTS["TABULATION"] = 9] = "TABULATION";
    CODE_POINTS[CODE_POINTS["CARRIAGE_RETURN"] = 13] = "CARRIAGE_RETURN";
    CODE_POINTS[CODE_POINTS["LINE_FEED"] = 10] = "LINE_FEED";
    CODE_POINTS[CODE_POINTS["FORM_FEED"] = 12] = "FORM_FEED";
    CODE_POINTS[CODE_POINTS["SPACE"] = 32] = "SPACE";
    CODE_POINTS[CODE_POINTS["EXCLAMATION_MARK"] = 33] = "EXCLAMATION_MARK";
    CODE_POINTS[CODE_POINTS["QUOTATION_MARK"] = 34] = "QUOTATION_MARK";
    CODE_POINTS[CODE_POINTS["AMPERSAND"] = 38] = "AMPERSAND";
    CODE_POINTS[CODE_POINTS["APOSTROPHE"] = 39] = "APOSTROPHE";
    CODE_POINTS[CODE_POINTS["HYPHEN_MINUS"] = 45] = "HYPHEN_MINUS";
    CODE_POINTS[CODE_POINTS["SOLIDUS"] = 47] = "SOLIDUS";
    CODE_POINTS[CODE_POINTS["DIGIT_0"] = 48] = "DIGIT_0";
    CODE_POINTS[CODE_POINTS["DIGIT_9"] = 57] = "DIGIT_9";
    CODE_POINTS[CODE_POINTS["SEMICOLON"] = 59] = "SEMICOLON";
    CODE_POINTS[CODE_POINTS["LESS_THAN_SIGN"] = 60] = "LESS_THAN_SIGN";
    CODE_POINTS[CODE_POINTS["EQUALS_SIGN"] = 61] = "EQUALS_SIGN";
    CODE_POINTS[CODE_POINTS["GREATER_THAN_SIGN"] = 62] = "GREATER_THAN_SIGN";
    CODE_POINTS[CODE_POINTS["QUESTION_MARK"] = 63] = "QUESTION_MARK";
    CODE_POINTS[CODE_POINTS["LATIN_CAPITAL_A"] = 65] = "LATIN_CAPITAL_A";
    CODE_POINTS[CODE_POINTS["LATIN_CAPITAL_Z"] = 90] = "LATIN_CAPITAL_Z";
    CODE_POINTS[CODE_POINTS["RIGHT_SQUARE_BRACKET"] = 93] = "RIGHT_SQUARE_BRACKET";
    CODE_POINTS[CODE_POINTS["GRAVE_ACCENT"] = 96] = "GRAVE_ACCENT";
    CODE_POINTS[CODE_POINTS["LATIN_SMALL_A"] = 97] = "LATIN_SMALL_A";
    CODE_POINTS[CODE_POINTS["LATIN_SMALL_Z"] = 122] = "LATIN_SMALL_Z";
})(CODE_POINTS || (CODE_POINTS = {}));
const SEQUENCES = {
    DASH_DASH: '--',
    CDATA_START: '[CDATA[',
    DOCTYPE: 'doctype',
    SCRIPT: 'script',
    PUBLIC: 'public',
    SYSTEM: 'system',
};
function isSurrogate(cp) {
    return cp >= 55296 && cp <= 57343;
}
function isSurrogatePair(cp) {
    return cp >= 56320 && cp <= 57343;
}
function getSurrogatePairCodePoint(cp1, cp2) {
    return (cp1 - 55296) * 1024 + 9216 + cp2;
}
function isControlCodePoint(cp) {
    return ((cp !== 0x20 && cp !== 0x0a && cp !== 0x0d && cp !== 0x09 && cp !== 0x0c && cp >= 0x01 && cp <= 0x1f) ||
        (cp >= 0x7f && cp <= 0x9f));
}
function isUndefinedCodePoint(cp) {
    return (cp >= 64976 && cp <= 65007) || UNDEFINED_CODE_POINTS.has(cp);
}

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/common/error-codes.js
var ERR;
(function (ERR) {
    ERR["controlCharacterInInputStream"] = "control-character-in-input-stream";
    ERR["noncharacterInInputStream"] = "noncharacter-in-input-stream";
    ERR["surrogateInInputStream"] = "surrogate-in-input-stream";
    ERR["nonVoidHtmlElementStartTagWithTrailingSolidus"] = "non-void-html-element-start-tag-with-trailing-solidus";
    ERR["endTagWithAttributes"] = "end-tag-with-attributes";
    ERR["endTagWithTrailingSolidus"] = "end-tag-with-trailing-solidus";
    ERR["unexpectedSolidusInTag"] = "unexpected-solidus-in-tag";
    ERR["unexpectedNullCharacter"] = "unexpected-null-character";
    ERR["unexpectedQuestionMarkInsteadOfTagName"] = "unexpected-question-mark-instead-of-tag-name";
    ERR["invalidFirstCharacterOfTagName"] = "invalid-first-character-of-tag-name";
    ERR["unexpectedEqualsSignBeforeAttributeName"] = "unexpected-equals-sign-before-attribute-name";
    ERR["missingEndTagName"] = "missing-end-tag-name";
    ERR["unexpectedCharacterInAttributeName"] = "unexpected-character-in-attribute-name";
    ERR["unknownNamedCharacterReference"] = "unknown-named-character-reference";
    ERR["missingSemicolonAfterCharacterReference"] = "missing-semicolon-after-character-reference";
    ERR["unexpectedCharacterAfterDoctypeSystemIdentifier"] = "unexpected-character-after-doctype-system-identifier";
    ERR["unexpectedCharacterInUnquotedAttributeValue"] = "unexpected-character-in-unquoted-attribute-value";
    ERR["eofBeforeTagName"] = "eof-before-tag-name";
    ERR["eofInTag"] = "eof-in-tag";
    ERR["missingAttributeValue"] = "missing-attribute-value";
    ERR["missingWhitespaceBetweenAttributes"] = "missing-whitespace-between-attributes";
    ERR["missingWhitespaceAfterDoctypePublicKeyword"] = "missing-whitespace-after-doctype-public-keyword";
    ERR["missingWhitespaceBetweenDoctypePublicAndSystemIdentifiers"] = "missing-whitespace-between-doctype-public-and-system-identifiers";
    ERR["missingWhitespaceAfterDoctypeSystemKeyword"] = "missing-whitespace-after-doctype-system-keyword";
    ERR["missingQuoteBeforeDoctypePublicIdentifier"] = "missing-quote-before-doctype-public-identifier";
    ERR["missingQuoteBeforeDoctypeSystemIdentifier"] = "missing-quote-before-doctype-system-identifier";
    ERR["missingDoctypePublicIdentifier"] = "missing-doctype-public-identifier";
    ERR["missingDoctypeSystemIdentifier"] = "missing-doctype-system-identifier";
    ERR["abruptDoctypePublicIdentifier"] = "abrupt-doctype-public-identifier";
    ERR["abruptDoctypeSystemIdentifier"] = "abrupt-doctype-system-identifier";
    ERR["cdataInHtmlContent"] = "cdata-in-html-content";
    ERR["incorrectlyOpenedComment"] = "incorrectly-opened-comment";
    ERR["eofInScriptHtmlCommentLikeText"] = "eof-in-script-html-comment-like-text";
    ERR["eofInDoctype"] = "eof-in-doctype";
    ERR["nestedComment"] = "nested-comment";
    ERR["abruptClosingOfEmptyComment"] = "abrupt-closing-of-empty-comment";
    ERR["eofInComment"] = "eof-in-comment";
    ERR["incorrectlyClosedComment"] = "incorrectly-closed-comment";
    ERR["eofInCdata"] = "eof-in-cdata";
    ERR["absenceOfDigitsInNumericCharacterReference"] = "absence-of-digits-in-numeric-character-reference";
    ERR["nullCharacterReference"] = "null-character-reference";
    ERR["surrogateCharacterReference"] = "surrogate-character-reference";
    ERR["characterReferenceOutsideUnicodeRange"] = "character-reference-outside-unicode-range";
    ERR["controlCharacterReference"] = "control-character-reference";
    ERR["noncharacterCharacterReference"] = "noncharacter-character-reference";
    ERR["missingWhitespaceBeforeDoctypeName"] = "missing-whitespace-before-doctype-name";
    ERR["missingDoctypeName"] = "missing-doctype-name";
    ERR["invalidCharacterSequenceAfterDoctypeName"] = "invalid-character-sequence-after-doctype-name";
    ERR["duplicateAttribute"] = "duplicate-attribute";
    ERR["nonConformingDoctype"] = "non-conforming-doctype";
    ERR["missingDoctype"] = "missing-doctype";
    ERR["misplacedDoctype"] = "misplaced-doctype";
    ERR["endTagWithoutMatchingOpenElement"] = "end-tag-without-matching-open-element";
    ERR["closingOfElementWithOpenChildElements"] = "closing-of-element-with-open-child-elements";
    ERR["disallowedContentInNoscriptInHead"] = "disallowed-content-in-noscript-in-head";
    ERR["openElementsLeftAfterEof"] = "open-elements-left-after-eof";
    ERR["abandonedHeadElementChild"] = "abandoned-head-element-child";
    ERR["misplacedStartTagForHeadElement"] = "misplaced-start-tag-for-head-element";
    ERR["nestedNoscriptInHead"] = "nested-noscript-in-head";
    ERR["eofInElementThatCanContainOnlyText"] = "eof-in-element-that-can-contain-only-text";
})(ERR || (ERR = {}));

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/tokenizer/preprocessor.js


const DEFAULT_BUFFER_WATERLINE = 1 << 16;
class Preprocessor {
    constructor(handler) {
        this.handler = handler;
        this.html = '';
        this.pos = -1;
        this.lastGapPos = -2;
        this.gapStack = [];
        this.skipNextNewLine = false;
        this.lastChunkWritten = false;
        this.endOfChunkHit = false;
        this.bufferWaterline = DEFAULT_BUFFER_WATERLINE;
        this.isEol = false;
        this.lineStartPos = 0;
        this.droppedBufferSize = 0;
        this.line = 1;
        this.lastErrOffset = -1;
    }
    get col() {
        return this.pos - this.lineStartPos + Number(this.lastGapPos !== this.pos);
    }
    get codePointStart() {
        return this.pos - Number(this.lastGapPos === this.pos);
    }
    get offset() {
        return this.droppedBufferSize + this.codePointStart;
    }
    getError(code, cpOffset) {
        const { line, col, offset } = this;
        const startCol = col + cpOffset;
        const startOffset = offset + cpOffset;
        return {
            code,
            startLine: line,
            endLine: line,
            startCol,
            endCol: startCol,
            startOffset,
            endOffset: startOffset,
        };
    }
    _err(code) {
        if (this.handler.onParseError && this.lastErrOffset !== this.offset) {
            this.lastErrOffset = this.offset;
            this.handler.onParseError(this.getError(code, 0));
        }
    }
    _addGap() {
        this.gapStack.push(this.lastGapPos);
        this.lastGapPos = this.pos;
    }
    _processSurrogate(cp) {
        if (this.pos !== this.html.length - 1) {
            const nextCp = this.html.charCodeAt(this.pos + 1);
            if (!isSurrogatePair(cp) && isSurrogatePair(nextCp)) {
                this.pos++;
                this._addGap();
                return getSurrogatePairCodePoint(cp, nextCp);
            }
        }
        else if (!this.lastChunkWritten) {
            this.endOfChunkHit = true;
            return CODE_POINTS.EOF;
        }
        this._err(ERR.surrogateInInputStream);
        return cp;
    }
    willDropParsedChunk() {
        return this.pos > this.bufferWaterline;
    }
    dropParsedChunk(keep = 0) {
        if (this.willDropParsedChunk()) {
            const droppedSize = this.offset - this.droppedBufferSize - keep;
            this.html = this.html.substring(droppedSize);
            this.lineStartPos -= droppedSize;
            this.droppedBufferSize += droppedSize;
            this.pos -= droppedSize;
            this.lastGapPos = -2;
            this.gapStack.length = 0;
            if (this.pos > keep)
                this._addGap();
        }
    }
    write(chunk, isLastChunk) {
        if (this.html.length > 0) {
            this.html += chunk;
        }
        else {
            this.html = chunk;
        }
        this.endOfChunkHit = false;
        this.lastChunkWritten = isLastChunk;
    }
    insertHtmlAtCurrentPos(chunk) {
        this.html = this.html.substring(0, this.pos + 1) + chunk + this.html.substring(this.pos + 1);
        this.endOfChunkHit = false;
    }
    startsWith(pattern, caseSensitive) {
        if (this.pos + pattern.length > this.html.length) {
            this.endOfChunkHit = !this.lastChunkWritten;
            return false;
        }
        if (caseSensitive) {
            return this.html.startsWith(pattern, this.pos);
        }
        for (let i = 0; i < pattern.length; i++) {
            const cp = this.html.charCodeAt(this.pos + i) | 0x20;
            if (cp !== pattern.charCodeAt(i)) {
                return false;
            }
        }
        return true;
    }
    peek(offset) {
        const pos = this.pos + offset;
        if (pos >= this.html.length) {
            this.endOfChunkHit = !this.lastChunkWritten;
            return CODE_POINTS.EOF;
        }
        const code = this.html.charCodeAt(pos);
        return code === CODE_POINTS.CARRIAGE_RETURN ? CODE_POINTS.LINE_FEED : code;
    }
    advance() {
        this.pos++;
        if (this.isEol) {
            this.isEol = false;
            this.line++;
            this.lineStartPos = this.pos;
        }
        if (this.pos >= this.html.length) {
            this.endOfChunkHit = !this.lastChunkWritten;
            return CODE_POINTS.EOF;
        }
        let cp = this.html.charCodeAt(this.pos);
        if (cp === CODE_POINTS.CARRIAGE_RETURN) {
            this.isEol = true;
            this.skipNextNewLine = true;
            return CODE_POINTS.LINE_FEED;
        }
        if (cp === CODE_POINTS.LINE_FEED) {
            this.isEol = true;
            if (this.skipNextNewLine) {
                this.line--;
                this.skipNextNewLine = false;
                this._addGap();
                return this.advance();
            }
        }
        this.skipNextNewLine = false;
        if (isSurrogate(cp)) {
            cp = this._processSurrogate(cp);
        }
        const isCommonValidRange = this.handler.onParseError === null ||
            (cp > 0x1f && cp < 0x7f) ||
            cp === CODE_POINTS.LINE_FEED ||
            cp === CODE_POINTS.CARRIAGE_RETURN ||
            (cp > 0x9f && cp < 64976);
        if (!isCommonValidRange) {
            this._checkForProblematicCharacters(cp);
        }
        return cp;
    }
    _checkForProblematicCharacters(cp) {
        if (isControlCodePoint(cp)) {
            this._err(ERR.controlCharacterInInputStream);
        }
        else if (isUndefinedCodePoint(cp)) {
            this._err(ERR.noncharacterInInputStream);
        }
    }
    retreat(count) {
        this.pos -= count;
        while (this.pos < this.lastGapPos) {
            this.lastGapPos = this.gapStack.pop();
            this.pos--;
        }
        this.isEol = false;
    }
}

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/common/token.js
var TokenType;
(function (TokenType) {
    TokenType[TokenType["CHARACTER"] = 0] = "CHARACTER";
    TokenType[TokenType["NULL_CHARACTER"] = 1] = "NULL_CHARACTER";
    TokenType[TokenType["WHITESPACE_CHARACTER"] = 2] = "WHITESPACE_CHARACTER";
    TokenType[TokenType["START_TAG"] = 3] = "START_TAG";
    TokenType[TokenType["END_TAG"] = 4] = "END_TAG";
    TokenType[TokenType["COMMENT"] = 5] = "COMMENT";
    TokenType[TokenType["DOCTYPE"] = 6] = "DOCTYPE";
    TokenType[TokenType["EOF"] = 7] = "EOF";
    TokenType[TokenType["HIBERNATION"] = 8] = "HIBERNATION";
})(TokenType || (TokenType = {}));
function getTokenAttr(token, attrName) {
    for (let i = token.attrs.length - 1; i >= 0; i--) {
        if (token.attrs[i].name === attrName) {
            return token.attrs[i].value;
        }
    }
    return null;
}

;// CONCATENATED MODULE: ../../../node_modules/entities/dist/decode-codepoint.js
const c1 = [
    8364, 0, 8218, 402, 8222, 8230, 8224, 8225, 710, 8240, 352, 8249, 338, 0,
    381, 0, 0, 8216, 8217, 8220, 8221, 8226, 8211, 8212, 732, 8482, 353, 8250,
    339, 0, 382, 376,
];
function isInvalidCodePoint(codePoint) {
    return (codePoint === 0 ||
        (codePoint >= 0xd8_00 && codePoint <= 0xdf_ff) ||
        codePoint > 0x10_ff_ff);
}
function replaceCodePoint(codePoint) {
    if (isInvalidCodePoint(codePoint)) {
        return 0xff_fd;
    }
    if (codePoint >= 128 && codePoint <= 159) {
        return c1[codePoint - 128] || codePoint;
    }
    return codePoint;
}
function decode_codepoint_replaceCodePointXML(codePoint) {
    return isInvalidCodePoint(codePoint) ? 0xff_fd : codePoint;
}
function decode_codepoint_codePointToString(codePoint) {
    return (codePoint - 1) >>> 0 < 0x7f || (codePoint - 0xa0) >>> 0 < 0xd7_60
        ? String.fromCharCode(codePoint)
        : String.fromCodePoint(replaceCodePoint(codePoint));
}
//# sourceMappingURL=decode-codepoint.js.map
;// CONCATENATED MODULE: ../../../node_modules/entities/dist/generated/decode-data-html.js
const htmlDecodeData = ["Q=\u00a8`p0AEligMPacutebrevecircyfrgravelphamacrndogonpfpplyFunctionringscrsigntildeumlBackslashrvwedcyecausernoullistafropfrevescrumpeqCHcyOPYacutepitalDifferentialDyleyscaronedilirconintdotedillanterDotfrhiircleDotMinusPlusTimeslockwiseContourIntegralseCurlyDoubleQuoteQuoteolonengruentinttourIntegralpfroductunterClockwiseContourIntegralrossscrupCapDDotrahdJcyScyZcyaggerrrshvcaronyeltafriacriticalAcuteDotubleAcuteGraveTildemondfferentialDopftDotEqualubleContourIntegralDotwnArrowLeftArrowRightArrowTeeongLeftArrowRightArrowRightArrowRightArrowTeeUpArrowDownArrowVerticalBarwnArrowBarUpArrowBreveLeftRightVectorTeeVectorVectorBarRightTeeVectorVectorBarTeeArrowarrowscrtrokENGTHacutecaronircydotfrgravelementmacrptySmallSquareVerySmallSquareogonpfpsilonqualTildeilibriumscrimtaumlxistsponentialEFcyfrilledSmallSquareVerySmallSquareopfrAlluriertrfscrGJcyTammadbrevecedilircydotfrgopfreaterEqualLessFullEqualGreaterLessSlantEqualTildescrtHARDcyacektcircfrilbertSpaceopfrizontalLinescrtrokumpDownHumpEqualIEcyJligOcyacutecircydotfrgravemacrginaryIpliesntegralrsectionvisibleCommaTimesogonpftascrtildeukcymlJcircyfropfscrercyukcyKHcyJcyappacedilyfropfscrLJcyTacutembdangplacetrfrrcaronedilyeftAngleBracketrrowBarRightArrowCeilingDoubleBracketwnTeeVectorVectorBarFloorRightArrowVectorTeeArrowVectorriangleBarEqualUpDownVectorTeeVectorVectorBarVectorBararrowrightarrowssEqualGreaterFullEqualGreaterLessSlantEqualTildefrleftarrowmidotongLeftArrowRightArrowRightArrowleftarrowrightarrowrightarrowpfwerLeftArrowRightArrowscrhtroktMapcyediumSpacellintrffrinusPlusopfscruNJcyacutecaronedilyegativeMediumSpaceThickSpacenSpaceVeryThinSpacestedGreaterGreaterLessLesswLinefroBreaknBreakingSpacepftCongruentupCapDoubleVerticalBarElementqualTildexistsGreaterEqualFullEqualGreaterLessSlantEqualTildeHumpDownHumpEqualLeftTriangleBarEqualssEqualGreaterLessSlantEqualTildeNestedGreaterGreaterLessLessPrecedesEqualSlantEqualReverseElementightTriangleBarEqualSquareSubsetEqualpersetEqualubsetEqualcceedsEqualSlantEqualTildepersetEqualTildeEqualFullEqualTildeVerticalBarscrtildeuOEligacutecircydblacfrgravemacregaicronopfpenCurlyDoubleQuoteQuoterscrlashtildemesumlverBarraceketParenthesisPartialDcyfrhiilusMinusoincareplanepfrecedesEqualSlantEqualTildeimeoductportionalscriQUOTfropfscrRBarrEGacutengrrtlcaronedilyeverseElementquilibriumUpEquilibriumfrhoightAngleBracketrrowBarLeftArrowCeilingDoubleBracketwnTeeVectorVectorBarFloorTeeArrowVectorriangleBarEqualUpDownVectorTeeVectorVectorBarVectorBararrowopfundImpliesrightarrowscrhuleDelayedSHCHcycyOFTcyacutecaronedilircyfrhortDownArrowLeftArrowRightArrowUpArrowigmamallCircleopfqrtuareIntersectionSubsetEqualpersetEqualUnionscrtarubsetEqualcceedsEqualSlantEqualTildehThatmpersetEqualsetTHORNRADESHcycyabucaronedilyfrhereforetaickSpacenSpaceildeEqualFullEqualTildeopfripleDotscrtrokUacuterrocirbrcyevecircydblacfrgravemacrnderBarraceketParenthesisionPlusogonpfpArrowBarDownArrowDownArrowEquilibriumTeeArrowarrowdownarrowperLeftArrowRightArrowsilonringscrtildeumlVDashbarcydashleerbarticalBarLineSeparatorTildeyThinSpacefropfscrvdashWcircedgefropfscrXfriopfscrYAcyIcyUcyacutecircyfropfscrumlZHcyacutecaronydoteroWidthSpacetafropfscraacutebrevecEdircuteyeligfrgravelefsymphphamacrlgpndanddslopevgelemsdaabcdefghrtvbdsphtzarrogonpfpEacireidosproxeqringscrtympeqtildeumlwconintintbNotackcongepsilonprimesimeqrveewedgebrktbrkcongydquoecausemptyvpsirnoutahweenfrigcapircupodotplustimessqcuptartriangledownupuplusveewedgekarowlacklozengesquaretriangledownleftrightnkk12434ocknequivotopfttomwtiexDLRlrHDUduULRlrVHLRhlrboxdLRlrhDUduminusplustimesuLRlrvHLRhlrprimerevevbarscremiimeolbhsubulletmpEeqcacutepandbrcupcapupdotsretoncapsronedilircupssmdotedilmptyvnterdotfrhcyeckmarkiirEceqlearrowleftrightdRSastcircdashefnintmidscirlubsuitoloneqmmatpfnlementxesngdotintpfrodysrrarrossscrubepetdotudarrlreprsclarrppbrcapcapupdotorsrarrmlyeqprecsuccveewedgerenvearrowleftrightveewedwconintintylctydArrHaraggerlethrrshvbkarowlaccaronydaggerrrotseqegltamptyvfishtrharlriamondsuitsegammasinvideontimesonxjcylcornropollarpfteqdotminusplussquareublebarwedgewnarrowdownarrowsharpoonleftrightrbkarowcornropscryoltroktdotrifuarrharwanglezcyigrarreDDototacutestercaronircolonydotefDotrgravesdotlinterslsdotmacrptysetvsp134ngspogonpfparsllussilonvqcircolonsimlantgtrlessualsestivDDvparslrDotarrscrdotimtahumlroxclistpectationonentialefallingdotseqcyemalefiligligligriligjliglatligtnsnofopfrallkvpartintrac123456823534584556878slownscrgElacutemmadpbrevecircydotelqqslantsccdotollesfrggimeljcylEajnEapproxeqqsimopfravescrimeltccirdotlParquestrapproxrrdoteqlessqlesslesssimvertneqqnEhArrairsplfmiltrdcyrcirwbarcirceartsuitlliprconfrksearowwarowoarrmthtokleftarrowrightarrowpfrbarscrlashtrokybullpheniacutecircyecyxclffrgraveiiintntnfinotajligmacrgelinepartthofpedncarefintieodottcalegersrcallarhkprodocygonpftaprodquestscrinEdotsvvtildeukcymljcircyfrmathopfscrercyukcykappavcedilyfrgreenhcyjcyopfscrlAarrrrtailBarrEgHaracuteemptyvgranmbdangdlepquorrbfsfshklpplsimtltailesbarrbrkracekkeslducaronedililubydcaquorrdharusharsheftarrowtailharpoondownupleftarrowsrightarrowsharpoonssquigarrowthreetimesgqqslantsccdotorgessapproxdoteqgtrqgtrgtrsimfishtloorrgEhardulblkjcylarrcornerhardtrimidotoustachenEapproxeqqsimoangrrbrkngleftarrowrightarrowmapstorightarrowoparrowleftrightparflustimeswastbarzengefparltrarrcornerhardmtrisaquocrhimegqbuortroktccirdothreeimeslarrquestrPariefurdsharuharvertneqqnEmDDotacrletesepstodownleftuprkercommaydasheasuredanglefrhoicrodastcirdotnusbdulcpdrnplusodelspfpscrtposultimapmapnGgtvLeftarrowrightarrowltvRightarrowVDashdashablacutengpEidosproxturalsbspumpecapronedilongdotupydasheArrarhkrowdotquivsearimxistsfrgEeqqslantssimtrhArrarrparisdvjcylArrEarrdreftarrowrightarrowqqslantsssimtriemidopftinEdotvabcnivabcparallelsltolintrcueeceqrArrarrcwightarrowtriesccueerhortmidparallelimeqmidparqsubepeubEeseteqqcceqpEeseteqqtglildelgrianglelefteqrightequmerospvDashHarrapdashgetinfinlArretrierArrtriesimwArrarhkrownearoSacutestcircydashblacivotsoldeligfcirrgonravethbarmintlarrcirrossinetmacregaicrondnusopfparerplusrarrderoffmigoforslopevscrlasholtildemesasumlvbarparallelsimltcyercntiodmilptenkfrhivmmatoneitchforkvlanckhkvusacirbcirdouemnsimtwomointintpfundrEapcueecapproxcurlyeqeqnapproxeqqsimsimimesnEapsimodfalarlinesurfptosimurelscriuncspqfrintopfprimescruaternionsintesteqotrAarrrrtailBarrHaraceutedicemptyvngdelequorrapbfscfshklpplsimtlwtailionalsbarrbrkracekkeslducaronedililubydcaldharquorshealinepartsctgfishtloorrhardulovightarrowtailharpoondownupleftarrowsharpoonsrightarrowssquigarrowthreetimesngsingdotseqlarrharmmoustachenmidoangrrbrkparflustimespargtpolintrarrsaquocrhqbuorthreeimesriefltriuluharxsacutebquocEaproncueedilircnEapsimpolintsimydotbeeArrarhkrowctmiswartminusnxtfrownharpchcyyortmidparallelyigmafvmdoteqgElEneplusrarrlarrmallsetminusshpeparslidletesoftcylbarpfpadesuitrqcapsupssubeseteqpesetequareffrarrscretmnmiletarftarfraightepsilonphinsubEdotedotmultnEeplusrarrseteqqneqqimubpccapproxcurlyeqeqnapproxeqqsimsimmngp123EdotsubedothsolublarrmultnEeplusseteqqneqqimubpwArrarhkrownwarzligtargetubrkcaronedilydotelrecfrhere4foretasymvickapproxsimnspkapsimornildemesbardntoeapbotcirforksaprimeradeiangledownlefteqqrighteqdoteminusplussbtimepeziumscryhcytrokwixtoheadleftarrowrightarrowuArrHaracuterrbrcyevecircydarrblacharfishtrgraveharlrblklcornerroptrimacrlogonpfparrowdownarrowharpoonleftrightlussihlonuparrowsrcornerropingtriscrtdotilderifuarrmlwanglevArrBarvDashangrtrepsilonkappanothingphiiroptorhosigmaubsetneqqpsetneqqthetariangleleftrightcydasheebareqlliprbartfrltrinsubpopfproprtriscrubnEepnEezigzagwcircedbargeqierpfropfpreathscrxcapircupdtrifrhArrarrilArrarrmapnisodotpflustimerArrarrscrqcupuplustriveewedgeyacuteycircyenfricyopfscrucymlzacutecaronydoteetrftafrhcyigrarropfscrwjnjC(D%D($(D'%$$ED($'$'$%$'%E$/D'$F%'D(D&#,%%&&$%$)%+%%$E$F$'$&$(#'D&$(%$&4%($(E'%&%($&$)%*$%$%$+)()')($:&5-($'($%*&&&/%%&)%@$'$F$%&&#%%)$&$&$&$(%%%&$(%$$%&%$E$2.&0,.(.(&'%.$F%$&&&(%6)&+*),---&*/1---)-.&)*+,).%*,&,*'('2+,+)1&'1,)2&'&*('($F%'#&D%D($(E&%$$&$ED($)$'%1(2$'%E$)$'((&+$&%%$%D&$(%-#&$E$3)2$F%'%+$&#'D$$'($$($(%&%$$&$E$$$F$./'*,***'*-*($F$$#)$'%$$'$%$.$&%/$&%'$.'(#'$'$&D(D'%$$&$%D($$%&&*%($%&('+%/,($'%E%%$&$($'E%#(%$$E$F$F%'$'#'$&$'$(%$$E$F$F#'D$$(%'%%%+%%$(%'%$$2(',&,-'*'0).+)1&'('-,)'&*(*)(*/&/('/),))/&')-&'('-%1','*'''-'($E$$%+$($/+-'-',+-'-%E%/(-$&%$%'$$#&$%$-%*$E$+$F$&$$#'$($(%'%$$5+-.)+0%5)+%($E$)%1%%%$&,'(&4&*''+H'(&*-(-L-J-'-M-(&O*H&/2F2((%*(***G*M*(&W,K&+.H.-&1'/3F3(&O2(.I4('H,(().H.-.H(I.(&(+(+,+(&.$FD($$#(D(D'%$$($ED($'%&%($F$6,($$$FE'D(&&D&$)('+&'.#+$%$E$%$$$+$/%%$$%)+(+-+(%&%(&*-%$F%$C'$E$&$F#(D%$(%%%%'%$(%'%$$$%/+-*0$%$%$3)'-&-,(*(0*.,)2&(((&+(+))*0&0((/*,*)0&().&(($&%-$-$&%$$-#)%%$($($$%'%'%&%$$E$0(,(-(*$'$-$F$&%')/))/(+)1()($F$&$%&&)(%)+(+-+(&(%$%$&(+(&&C($'$'%%$%%$$(%'%$$E$+&%%K&)$'(((,(($F$+$F%'C)%%''$'&&D'%$$($ED($'$*)',&(.%&('$'%E$)*&*,%,%.%&((%(%,%/(-%%'&$'$F$(D&#($&$%$'($$%%'&$'*+'+,+(&-$E$F$F$(#($'$E$F$F#F$$$F$F#'$&$&D($'%$$E$F$F$&#'$($(%$$&$0%%$%$&$FC)$($$%D%$E&E&%$D'$$%DD($)&%%&$'&%E$$%&&&$&(&$%$&$&%&&)%*$*$*$*$*$*$*$&%(%*$&&'$&'$'%E$$%$%'%$%%%%%')%D'$F%$%&(%D(D&$*%&#'$*'*'('&*%%'&&)%$&''$'%$$'$()$%(%&%'%%&$&'$E$('&'%&''''(&('&&/.%&(&&&($($.()(+0'0'0(&%%&'$&%%&$E&G%%$F%$&&%'%&'$'$'$&$'$'$'$'$&%'$'$'$&$'$'$'$'$'$'$&&&%'$'$'$&$'$'$'$'$&(&'&(&%'$'$'$&$'$'$'$'$'$'$$($'E'$F%&%%'$%%'$''$&'%%%'$'$($#)%$&&&(&&'%&&&D%&&%$'&&E'%&%&(%$&D'%(E%'($E$&%&('%$$%&$&$'%'..()%*$*&*'*'&$&(&&&'$'(&$'($)$%&($&$'%'))&%%'&&&%E&&F$'%$'%&$F%%'$&$'$$'$))$%&&%%')$%$&(&&'%&&&%&D%')$&+*'(&((F&&.-(%&%&$*%&$(#'$&$(%'%%%%'$$)%&$(%$$$%(&%%(D%%&%($(%D$''$$&'&*''$%$%(%&%$F&)*&&$&$(&&$(%E%$&%(&&(&'&)%/%*'-'..($*%'&&$F&$%%%'$'%%'$$'%&$)$&%)#(%%D(%'$(%%G$%'%$$&$$$'%D$$E'%$&&$$%)%$%$&&$'%&(&($%%'%($$%%%$'%E$&'%%&%%'&'$$(&'%&&**'%'&&&%(%%)$'%&$&%&%%$%E$D&%%$&%&%,&,#0$%$($(%&&&%D$'$G$&%&%&$&$F%'&$'$$*D(($H$($($($'%($G%($($'%'%($'%&%%&$F#%%$$(%&($%$$($'%$$&$$%$%$&$&(%$&%&&)$*$&D'%$E$$%$$'$&$$%$%$%$$%%%''%$&$'$%&$F$'$&%%'$'$D$%%&%%&%'%(%*'%&&&)((&'&&$K%E#'$(%%%'%'&$'&'$$&$'$()&%'%'$E$*&($'%'%.'-%E%'$F%'%'$(%'C)$$E&%$$&E&$%%DD($$%'&%%'%&$'$'&%''''&%%%%&$$%'%&(&%'%$&&&(''&(&'$&%&%E%%$'D($F%%'$'&'$($'$$$%'$'E%#(%$$E$'$F$F%'$'#(($$(%$$E$($&$&$F$F#(%%%'$'$$%$$&$(%)%'%'%%'$'%%$E&%%'$(%'%'%'%'%'&'%%$&&&$'D$'%&%'($&%'&)$$(%'&%%%%$$&%&($%(&(%%$$%*,''..%'-'-1$,+,-'-%$%$&$&(%$&%&&)$*$&D'%&*'&'()''&'&$(%'%D$$%$$''$($%&$&$$%&%)%'%&$(%')'$%%%''%$&$'$%&$'&%%&%.+-')'-%.,(%&&D&&%(%'&&%$&'&$$&'%$'%)%&($%$%&$(%E%$%%'$'$%%&%($%'D$%%&%%&%'%'%'%(%'&$'$'$$*&'$K%E#(D&%%&$'&%$&&)')')%%'$(%$$'$/$E$%D'%$&&&&F&%&($($)$$&%%$($(%E$$$F%'$$%)%&#F%D&D$,(-%D%D&D$-$(%'$'%'%E%$&D&E&%&'%&(%*$D&%F(D$&&&%'%&(F%%%$$'$$%&%''$(%%F%'%'&E%')$$E$E%$&$'D'H&D%&%$&$$'%&%&$$%$&$%$$&$'%D%&%%%$&*(-&$'D'H&D'$%&%$&%($$&$FE$&%(D(F(%)$)$&%(%)$)$$&'('E'D%(%$&&&D'$(E$'%&(D(D%,%&($$%&&&D&D%*)+%%'$($%&%&%((%%%'D'$'F*%,D&%(E&$'D'$'F*%,D$&E'%%%.0%,(1%$$%$&&&%$(%'%E%'%E&D%(%'&D&D'F%'&G%F$'%''$(%%'#%D(%%$&G$%$$'%'%%%%%'$'$'%D$&E'%$$'%$$&$'%&&'%&%$$'%&%(&$&&$F$&%&%&$$%&%$&%(%F$F$%'%%%(%$$&E'%%D(&&)%D&$'#&F$''&&'$&$$%$(&&&&&$&'$E$%&$%'%&$$%*%$$()$'%%%'''$'&'%($'$G%'&'&$$$*%EE&$$%$%%%&%$&$')'*'%'*(&(&'&%&($%%&%&&%%&(''''&$'%%&%'$F%$$(#F$&$F$($F$-'&%&(%E%#(%%%'$'$&$F&&%&%)%%'$'$'%E&%%'%'$(%'$'%'%'%'%'&'%'$%'&%('$'%&%'($&%'&)$$(%'&%%%%$$&%(%&($%%$&'&'''$%%E$$(%'%D$''$($%$&$$,-'(./%(-,+(.(-(-%%%-$'%&%$$()'$'$'&%%&%&&D&&%($&'%%)$'$(%E%$%%&%($$(%'%%'$'$''$)$$#)$'$$%$%%&&%&%$&&%&%%&%&&%)%&%$$&'$'$$'%''$(%E%%%%'%)'$%%$E&&$'%'&$%)(+E$$'($($%$&&&$'$&$'$&$'$&%&'&'$'$/&&%)%%&%%$&$'D$(%$&$'%%E$()&&$$'(D&%(D%&($(&+%'$($(&+%%$&&($&$$'$F%'%'%'$&'$%0+&&%$%&$&&&$'&&'&%'$&'&'&&)%+$)&,$'%'%($%%')'*'%'*(&(&'&%$%%%$F$F$F$&$&&'&&$'&&'(%&'&'&%'$&'&&)%+$)&,$'%'%($$'%''$(%%'D'#)%$$&$(%'%$$&$($E$(('&%(&($%,(&&&%&&&E&$'E&($)%($%%$&%$&&&&&D'&%%$($'%)+'+'/%+$+(0%&&&$&(&'&%&'%)$F&$%&%'$'%1*-#'$&D(%%$'&&D'%$$'%'%&$(%DD($''$%&$()%&&%&$'E$$'%E$)%,%.,(%&%%'$'&%+$()%&&%&%&$F$'%'%%'$$'E%$)#'$&'$$'$(%+&(&*&&'$'(&$'%&('K/D(J/D&('..($%$'$%&&&%%'%'&$$E$'$G'D$F$'$'$F%G(D&F(D$)#($(&%($%'$E$F$$$$%'$F#'%&%%$'$E$'%&$$$'%&$&$&$'%E&&%'$'%&$F%'$(%&$&$(C)&$$'%$D%$E$&$F$F$&E%#)$(%$$&$(%%$E$&$)$F$F$%%%0@0000H8H40H000047P00P@001000@0B0HP@:H9T8P000LB8d@800@I0<110000QQ8400P10030005940@410020000Q02000@0200000@P0101@8000440400000000808000000000@00000000P`0000000040400@0004<000000000008000030000000000P020T400020@0@00000000000000000000000000P0000000400400000400220080000100000000000000000P000000000000P000000@00402000000000@00000000000000000000040000000000000", "\u00c6&\u00c1\u0102\u00c2\u0410\uD835\uDD04\u00c0\u0391\u0100\u2A53\u0104\uD835\uDD38\u2061\u00c5\uD835\uDC9C\u2254\u00c3\u00c4\u2216\u2AE7\u2306\u0411\u2235\u212C\u0392\uD835\uDD05\uD835\uDD39\u02D8\u212C\u224E\u0427\u00a9\u0106\u22D2\u2145\u212D\u010C\u00c7\u0108\u2230\u010A\u00b8\u00b7\u212D\u03A7\u2299\u2296\u2295\u2297\u2232\u201D\u2019\u2237\u2A74\u2261\u222F\u222E\u2102\u2210\u2233\u2A2F\uD835\uDC9E\u22D3\u224D\u2145\u2911\u0402\u0405\u040F\u2021\u21A1\u2AE4\u010E\u0414\u2207\u0394\uD835\uDD07\u00b4\u02D9\u02DD`\u02DC\u22C4\u2146\uD835\uDD3B\u00a8\u20DC\u2250\u222F\u00a8\u21D3\u21D0\u21D4\u2AE4\u27F8\u27FA\u27F9\u21D2\u22A8\u21D1\u21D5\u2225\u2193\u2913\u21F5\u0311\u2950\u295E\u21BD\u2956\u295F\u21C1\u2957\u22A4\u21A7\u21D3\uD835\uDC9F\u0110\u014A\u00d0\u00c9\u011A\u00ca\u042D\u0116\uD835\uDD08\u00c8\u2208\u0112\u25FB\u25AB\u0118\uD835\uDD3C\u0395\u2A75\u2242\u21CC\u2130\u2A73\u0397\u00cb\u2203\u2147\u0424\uD835\uDD09\u25FC\u25AA\uD835\uDD3D\u2200\u2131\u2131\u0403>\u0393\u03DC\u011E\u0122\u011C\u0413\u0120\uD835\uDD0A\u22D9\uD835\uDD3E\u2265\u22DB\u2267\u2AA2\u2277\u2A7E\u2273\uD835\uDCA2\u226B\u042A\u02C7^\u0124\u210C\u210B\u210D\u2500\u210B\u0126\u224E\u224F\u0415\u0132\u0401\u00cd\u00ce\u0418\u0130\u2111\u00cc\u2111\u012A\u2148\u21D2\u222C\u222B\u22C2\u2063\u2062\u012E\uD835\uDD40\u0399\u2110\u0128\u0406\u00cf\u0134\u0419\uD835\uDD0D\uD835\uDD41\uD835\uDCA5\u0408\u0404\u0425\u040C\u039A\u0136\u041A\uD835\uDD0E\uD835\uDD42\uD835\uDCA6\u0409<\u0139\u039B\u27EA\u2112\u219E\u013D\u013B\u041B\u27E8\u2190\u21E4\u21C6\u2308\u27E6\u2961\u21C3\u2959\u230A\u2194\u294E\u22A3\u21A4\u295A\u22B2\u29CF\u22B4\u2951\u2960\u21BF\u2958\u21BC\u2952\u21D0\u21D4\u22DA\u2266\u2276\u2AA1\u2A7D\u2272\uD835\uDD0F\u22D8\u21DA\u013F\u27F5\u27F7\u27F6\u27F8\u27FA\u27F9\uD835\uDD43\u2199\u2198\u2112\u21B0\u0141\u226A\u2905\u041C\u205F\u2133\uD835\uDD10\u2213\uD835\uDD44\u2133\u039C\u040A\u0143\u0147\u0145\u041D\u200B\u200B\u200B\u200B\u226B\u226A\n\uD835\uDD11\u2060\u00a0\u2115\u2AEC\u2262\u226D\u2226\u2209\u2260\u2242\u0338\u2204\u226F\u2271\u2267\u0338\u226B\u0338\u2279\u2A7E\u0338\u2275\u224E\u0338\u224F\u0338\u22EA\u29CF\u0338\u22EC\u226E\u2270\u2278\u226A\u0338\u2A7D\u0338\u2274\u2AA2\u0338\u2AA1\u0338\u2280\u2AAF\u0338\u22E0\u220C\u22EB\u29D0\u0338\u22ED\u228F\u0338\u22E2\u2290\u0338\u22E3\u2282\u20D2\u2288\u2281\u2AB0\u0338\u22E1\u227F\u0338\u2283\u20D2\u2289\u2241\u2244\u2247\u2249\u2224\uD835\uDCA9\u00d1\u039D\u0152\u00d3\u00d4\u041E\u0150\uD835\uDD12\u00d2\u014C\u03A9\u039F\uD835\uDD46\u201C\u2018\u2A54\uD835\uDCAA\u00d8\u00d5\u2A37\u00d6\u203E\u23DE\u23B4\u23DC\u2202\u041F\uD835\uDD13\u03A6\u03A0\u00b1\u210C\u2119\u2ABB\u227A\u2AAF\u227C\u227E\u2033\u220F\u2237\u221D\uD835\uDCAB\u03A8\"\uD835\uDD14\u211A\uD835\uDCAC\u2910\u00ae\u0154\u27EB\u21A0\u2916\u0158\u0156\u0420\u211C\u220B\u21CB\u296F\u211C\u03A1\u27E9\u2192\u21E5\u21C4\u2309\u27E7\u295D\u21C2\u2955\u230B\u22A2\u21A6\u295B\u22B3\u29D0\u22B5\u294F\u295C\u21BE\u2954\u21C0\u2953\u21D2\u211D\u2970\u21DB\u211B\u21B1\u29F4\u0429\u0428\u042C\u015A\u2ABC\u0160\u015E\u015C\u0421\uD835\uDD16\u2193\u2190\u2192\u2191\u03A3\u2218\uD835\uDD4A\u221A\u25A1\u2293\u228F\u2291\u2290\u2292\u2294\uD835\uDCAE\u22C6\u22D0\u22D0\u2286\u227B\u2AB0\u227D\u227F\u220B\u2211\u22D1\u2283\u2287\u22D1\u00de\u2122\u040B\u0426\t\u03A4\u0164\u0162\u0422\uD835\uDD17\u2234\u0398\u205F\u200A\u2009\u223C\u2243\u2245\u2248\uD835\uDD4B\u20DB\uD835\uDCAF\u0166\u00da\u219F\u2949\u040E\u016C\u00db\u0423\u0170\uD835\uDD18\u00d9\u016A_\u23DF\u23B5\u23DD\u22C3\u228E\u0172\uD835\uDD4C\u2191\u2912\u21C5\u2195\u296E\u22A5\u21A5\u21D1\u21D5\u2196\u2197\u03D2\u03A5\u016E\uD835\uDCB0\u0168\u00dc\u22AB\u2AEB\u0412\u22A9\u2AE6\u22C1\u2016\u2016\u2223|\u2758\u2240\u200A\uD835\uDD19\uD835\uDD4D\uD835\uDCB1\u22AA\u0174\u22C0\uD835\uDD1A\uD835\uDD4E\uD835\uDCB2\uD835\uDD1B\u039E\uD835\uDD4F\uD835\uDCB3\u042F\u0407\u042E\u00dd\u0176\u042B\uD835\uDD1C\uD835\uDD50\uD835\uDCB4\u0178\u0416\u0179\u017D\u0417\u017B\u200B\u0396\u2128\u2124\uD835\uDCB5\u00e1\u0103\u223E\u223E\u0333\u223F\u00e2\u00b4\u0430\u00e6\u2061\uD835\uDD1E\u00e0\u2135\u2135\u03B1\u0101\u2A3F&\u2227\u2A55\u2A5C\u2A58\u2A5A\u2220\u29A4\u2220\u2221\u29A8\u29A9\u29AA\u29AB\u29AC\u29AD\u29AE\u29AF\u221F\u22BE\u299D\u2222\u00c5\u237C\u0105\uD835\uDD52\u2248\u2A70\u2A6F\u224A\u224B'\u2248\u224A\u00e5\uD835\uDCB6*\u2248\u224D\u00e3\u00e4\u2233\u2A11\u2AED\u224C\u03F6\u2035\u223D\u22CD\u22BD\u2305\u2305\u23B5\u23B6\u224C\u0431\u201E\u2235\u2235\u29B0\u03F6\u212C\u03B2\u2136\u226C\uD835\uDD1F\u22C2\u25EF\u22C3\u2A00\u2A01\u2A02\u2A06\u2605\u25BD\u25B3\u2A04\u22C1\u22C0\u290D\u29EB\u25AA\u25B4\u25BE\u25C2\u25B8\u2423\u2592\u2591\u2593\u2588=\u20E5\u2261\u20E5\u2310\uD835\uDD53\u22A5\u22A5\u22C8\u2557\u2554\u2556\u2553\u2550\u2566\u2569\u2564\u2567\u255D\u255A\u255C\u2559\u2551\u256C\u2563\u2560\u256B\u2562\u255F\u29C9\u2555\u2552\u2510\u250C\u2500\u2565\u2568\u252C\u2534\u229F\u229E\u22A0\u255B\u2558\u2518\u2514\u2502\u256A\u2561\u255E\u253C\u2524\u251C\u2035\u02D8\u00a6\uD835\uDCB7\u204F\u223D\u22CD\\\u29C5\u27C8\u2022\u2022\u224E\u2AAE\u224F\u224F\u0107\u2229\u2A44\u2A49\u2A4B\u2A47\u2A40\u2229\uFE00\u2041\u02C7\u2A4D\u010D\u00e7\u0109\u2A4C\u2A50\u010B\u00b8\u29B2\u00a2\u00b7\uD835\uDD20\u0447\u2713\u2713\u03C7\u25CB\u29C3\u02C6\u2257\u21BA\u21BB\u00ae\u24C8\u229B\u229A\u229D\u2257\u2A10\u2AEF\u29C2\u2663\u2663:\u2254\u2254,@\u2201\u2218\u2201\u2102\u2245\u2A6D\u222E\uD835\uDD54\u2210\u00a9\u2117\u21B5\u2717\uD835\uDCB8\u2ACF\u2AD1\u2AD0\u2AD2\u22EF\u2938\u2935\u22DE\u22DF\u21B6\u293D\u222A\u2A48\u2A46\u2A4A\u228D\u2A45\u222A\uFE00\u21B7\u293C\u22DE\u22DF\u22CE\u22CF\u00a4\u21B6\u21B7\u22CE\u22CF\u2232\u2231\u232D\u21D3\u2965\u2020\u2138\u2193\u2010\u22A3\u290F\u02DD\u010F\u0434\u2146\u2021\u21CA\u2A77\u00b0\u03B4\u29B1\u297F\uD835\uDD21\u21C3\u21C2\u22C4\u22C4\u2666\u2666\u00a8\u03DD\u22F2\u00f7\u00f7\u22C7\u22C7\u0452\u231E\u230D$\uD835\uDD55\u02D9\u2250\u2251\u2238\u2214\u22A1\u2306\u2193\u21CA\u21C3\u21C2\u2910\u231F\u230C\uD835\uDCB9\u0455\u29F6\u0111\u22F1\u25BF\u25BE\u21F5\u296F\u29A6\u045F\u27FF\u2A77\u2251\u00e9\u2A6E\u011B\u2256\u00ea\u2255\u044D\u0117\u2147\u2252\uD835\uDD22\u2A9A\u00e8\u2A96\u2A98\u2A99\u23E7\u2113\u2A95\u2A97\u0113\u2205\u2205\u2205\u2003\u2004\u2005\u014B\u2002\u0119\uD835\uDD56\u22D5\u29E3\u2A71\u03B5\u03B5\u03F5\u2256\u2255\u2242\u2A96\u2A95=\u225F\u2261\u2A78\u29E5\u2253\u2971\u212F\u2250\u2242\u03B7\u00f0\u00eb\u20AC!\u2203\u2130\u2147\u2252\u0444\u2640\uFB03\uFB00\uFB04\uD835\uDD23\uFB01fj\u266D\uFB02\u25B1\u0192\uD835\uDD57\u2200\u22D4\u2AD9\u2A0D\u00bd\u2153\u00bc\u2155\u2159\u215B\u2154\u2156\u00be\u2157\u215C\u2158\u215A\u215D\u215E\u2044\u2322\uD835\uDCBB\u2267\u2A8C\u01F5\u03B3\u03DD\u2A86\u011F\u011D\u0433\u0121\u2265\u22DB\u2265\u2267\u2A7E\u2A7E\u2AA9\u2A80\u2A82\u2A84\u22DB\uFE00\u2A94\uD835\uDD24\u226B\u22D9\u2137\u0453\u2277\u2A92\u2AA5\u2AA4\u2269\u2A8A\u2A8A\u2A88\u2A88\u2269\u22E7\uD835\uDD58`\u210A\u2273\u2A8E\u2A90>\u2AA7\u2A7A\u22D7\u2995\u2A7C\u2A86\u2978\u22D7\u22DB\u2A8C\u2277\u2273\u2269\uFE00\u2269\uFE00\u21D4\u200A\u00bd\u210B\u044A\u2194\u2948\u21AD\u210F\u0125\u2665\u2665\u2026\u22B9\uD835\uDD25\u2925\u2926\u21FF\u223B\u21A9\u21AA\uD835\uDD59\u2015\uD835\uDCBD\u210F\u0127\u2043\u2010\u00ed\u2063\u00ee\u0438\u0435\u00a1\u21D4\uD835\uDD26\u00ec\u2148\u2A0C\u222D\u29DC\u2129\u0133\u012B\u2111\u2110\u2111\u0131\u22B7\u01B5\u2208\u2105\u221E\u29DD\u0131\u222B\u22BA\u2124\u22BA\u2A17\u2A3C\u0451\u012F\uD835\uDD5A\u03B9\u2A3C\u00bf\uD835\uDCBE\u2208\u22F9\u22F5\u22F4\u22F3\u2208\u2062\u0129\u0456\u00ef\u0135\u0439\uD835\uDD27\u0237\uD835\uDD5B\uD835\uDCBF\u0458\u0454\u03BA\u03F0\u0137\u043A\uD835\uDD28\u0138\u0445\u045C\uD835\uDD5C\uD835\uDCC0\u21DA\u21D0\u291B\u290E\u2266\u2A8B\u2962\u013A\u29B4\u2112\u03BB\u27E8\u2991\u27E8\u2A85\u00ab\u2190\u21E4\u291F\u291D\u21A9\u21AB\u2939\u2973\u21A2\u2AAB\u2919\u2AAD\u2AAD\uFE00\u290C\u2772{[\u298B\u298F\u298D\u013E\u013C\u2308{\u043B\u2936\u201C\u201E\u2967\u294B\u21B2\u2264\u2190\u21A2\u21BD\u21BC\u21C7\u2194\u21C6\u21CB\u21AD\u22CB\u22DA\u2264\u2266\u2A7D\u2A7D\u2AA8\u2A7F\u2A81\u2A83\u22DA\uFE00\u2A93\u2A85\u22D6\u22DA\u2A8B\u2276\u2272\u297C\u230A\uD835\uDD29\u2276\u2A91\u21BD\u21BC\u296A\u2584\u0459\u226A\u21C7\u231E\u296B\u25FA\u0140\u23B0\u23B0\u2268\u2A89\u2A89\u2A87\u2A87\u2268\u22E6\u27EC\u21FD\u27E6\u27F5\u27F7\u27FC\u27F6\u21AB\u21AC\u2985\uD835\uDD5D\u2A2D\u2A34\u2217_\u25CA\u25CA\u29EB(\u2993\u21C6\u231F\u21CB\u296D\u200E\u22BF\u2039\uD835\uDCC1\u21B0\u2272\u2A8D\u2A8F[\u2018\u201A\u0142<\u2AA6\u2A79\u22D6\u22CB\u22C9\u2976\u2A7B\u2996\u25C3\u22B4\u25C2\u294A\u2966\u2268\uFE00\u2268\uFE00\u223A\u00af\u2642\u2720\u2720\u21A6\u21A6\u21A7\u21A4\u21A5\u25AE\u2A29\u043C\u2014\u2221\uD835\uDD2A\u2127\u00b5\u2223*\u2AF0\u00b7\u2212\u229F\u2238\u2A2A\u2ADB\u2026\u2213\u22A7\uD835\uDD5E\u2213\uD835\uDCC2\u223E\u03BC\u22B8\u22B8\u22D9\u0338\u226B\u20D2\u226B\u0338\u21CD\u21CE\u22D8\u0338\u226A\u20D2\u226A\u0338\u21CF\u22AF\u22AE\u2207\u0144\u2220\u20D2\u2249\u2A70\u0338\u224B\u0338\u0149\u2249\u266E\u266E\u2115\u00a0\u224E\u0338\u224F\u0338\u2A43\u0148\u0146\u2247\u2A6D\u0338\u2A42\u043D\u2013\u2260\u21D7\u2924\u2197\u2197\u2250\u0338\u2262\u2928\u2242\u0338\u2204\u2204\uD835\uDD2B\u2267\u0338\u2271\u2271\u2267\u0338\u2A7E\u0338\u2A7E\u0338\u2275\u226F\u226F\u21CE\u21AE\u2AF2\u220B\u22FC\u22FA\u220B\u045A\u21CD\u2266\u0338\u219A\u2025\u2270\u219A\u21AE\u2270\u2266\u0338\u2A7D\u0338\u2A7D\u0338\u226E\u2274\u226E\u22EA\u22EC\u2224\uD835\uDD5F\u00ac\u2209\u22F9\u0338\u22F5\u0338\u2209\u22F7\u22F6\u220C\u220C\u22FE\u22FD\u2226\u2226\u2AFD\u20E5\u2202\u0338\u2A14\u2280\u22E0\u2AAF\u0338\u2280\u2AAF\u0338\u21CF\u219B\u2933\u0338\u219D\u0338\u219B\u22EB\u22ED\u2281\u22E1\u2AB0\u0338\uD835\uDCC3\u2224\u2226\u2241\u2244\u2244\u2224\u2226\u22E2\u22E3\u2284\u2AC5\u0338\u2288\u2282\u20D2\u2288\u2AC5\u0338\u2281\u2AB0\u0338\u2285\u2AC6\u0338\u2289\u2283\u20D2\u2289\u2AC6\u0338\u2279\u00f1\u2278\u22EA\u22EC\u22EB\u22ED\u03BD#\u2116\u2007\u22AD\u2904\u224D\u20D2\u22AC\u2265\u20D2>\u20D2\u29DE\u2902\u2264\u20D2<\u20D2\u22B4\u20D2\u2903\u22B5\u20D2\u223C\u20D2\u21D6\u2923\u2196\u2196\u2927\u24C8\u00f3\u229B\u229A\u00f4\u043E\u229D\u0151\u2A38\u2299\u29BC\u0153\u29BF\uD835\uDD2C\u02DB\u00f2\u29C1\u29B5\u03A9\u222E\u21BA\u29BE\u29BB\u203E\u29C0\u014D\u03C9\u03BF\u29B6\u2296\uD835\uDD60\u29B7\u29B9\u2295\u2228\u21BB\u2A5D\u2134\u2134\u00aa\u00ba\u22B6\u2A56\u2A57\u2A5B\u2134\u00f8\u2298\u00f5\u2297\u2A36\u00f6\u233D\u2225\u00b6\u2225\u2AF3\u2AFD\u2202\u043F%.\u2030\u22A5\u2031\uD835\uDD2D\u03C6\u03D5\u2133\u260E\u03C0\u22D4\u03D6\u210F\u210E\u210F+\u2A23\u229E\u2A22\u2214\u2A25\u2A72\u00b1\u2A26\u2A27\u00b1\u2A15\uD835\uDD61\u00a3\u227A\u2AB3\u2AB7\u227C\u2AAF\u227A\u2AB7\u227C\u2AAF\u2AB9\u2AB5\u22E8\u227E\u2032\u2119\u2AB5\u2AB9\u22E8\u220F\u232E\u2312\u2313\u221D\u221D\u227E\u22B0\uD835\uDCC5\u03C8\u2008\uD835\uDD2E\u2A0C\uD835\uDD62\u2057\uD835\uDCC6\u210D\u2A16?\u225F\"\u21DB\u21D2\u291C\u290F\u2964\u223D\u0331\u0155\u221A\u29B3\u27E9\u2992\u29A5\u27E9\u00bb\u2192\u2975\u21E5\u2920\u2933\u291E\u21AA\u21AC\u2945\u2974\u21A3\u219D\u291A\u2236\u211A\u290D\u2773}]\u298C\u298E\u2990\u0159\u0157\u2309}\u0440\u2937\u2969\u201D\u201D\u21B3\u211C\u211B\u211C\u211D\u25AD\u00ae\u297D\u230B\uD835\uDD2F\u21C1\u21C0\u296C\u03C1\u03F1\u2192\u21A3\u21C1\u21C0\u21C4\u21CC\u21C9\u219D\u22CC\u02DA\u2253\u21C4\u21CC\u200F\u23B1\u23B1\u2AEE\u27ED\u21FE\u27E7\u2986\uD835\uDD63\u2A2E\u2A35)\u2994\u2A12\u21C9\u203A\uD835\uDCC7\u21B1]\u2019\u2019\u22CC\u22CA\u25B9\u22B5\u25B8\u29CE\u2968\u211E\u015B\u201A\u227B\u2AB4\u2AB8\u0161\u227D\u2AB0\u015F\u015D\u2AB6\u2ABA\u22E9\u2A13\u227F\u0441\u22C5\u22A1\u2A66\u21D8\u2925\u2198\u2198\u00a7;\u2929\u2216\u2216\u2736\uD835\uDD30\u2322\u266F\u0449\u0448\u2223\u2225\u00ad\u03C3\u03C2\u03C2\u223C\u2A6A\u2243\u2243\u2A9E\u2AA0\u2A9D\u2A9F\u2246\u2A24\u2972\u2190\u2216\u2A33\u29E4\u2223\u2323\u2AAA\u2AAC\u2AAC\uFE00\u044C/\u29C4\u233F\uD835\uDD64\u2660\u2660\u2225\u2293\u2293\uFE00\u2294\u2294\uFE00\u228F\u2291\u228F\u2291\u2290\u2292\u2290\u2292\u25A1\u25A1\u25AA\u25AA\u2192\uD835\uDCC8\u2216\u2323\u22C6\u2606\u2605\u03F5\u03D5\u00af\u2282\u2AC5\u2ABD\u2286\u2AC3\u2AC1\u2ACB\u228A\u2ABF\u2979\u2282\u2286\u2AC5\u228A\u2ACB\u2AC7\u2AD5\u2AD3\u227B\u2AB8\u227D\u2AB0\u2ABA\u2AB6\u22E9\u227F\u2211\u266A\u2283\u00b9\u00b2\u00b3\u2AC6\u2ABE\u2AD8\u2287\u2AC4\u27C9\u2AD7\u297B\u2AC2\u2ACC\u228B\u2AC0\u2283\u2287\u2AC6\u228B\u2ACC\u2AC8\u2AD4\u2AD6\u21D9\u2926\u2199\u2199\u292A\u00df\u2316\u03C4\u23B4\u0165\u0163\u0442\u20DB\u2315\uD835\uDD31\u2234\u2234\u03B8\u03D1\u03D1\u2248\u223C\u2009\u2248\u223C\u00fe\u02DC\u00d7\u22A0\u2A31\u2A30\u222D\u2928\u22A4\u2336\u2AF1\uD835\uDD65\u2ADA\u2929\u2034\u2122\u25B5\u25BF\u25C3\u22B4\u225C\u25B9\u22B5\u25EC\u225C\u2A3A\u2A39\u29CD\u2A3B\u23E2\uD835\uDCC9\u0446\u045B\u0167\u226C\u219E\u21A0\u21D1\u2963\u00fa\u2191\u045E\u016D\u00fb\u0443\u21C5\u0171\u296E\u297E\uD835\uDD32\u00f9\u21BF\u21BE\u2580\u231C\u231C\u230F\u25F8\u016B\u00a8\u0173\uD835\uDD66\u2191\u2195\u21BF\u21BE\u228E\u03C5\u03D2\u03C5\u21C8\u231D\u231D\u230E\u016F\u25F9\uD835\uDCCA\u22F0\u0169\u25B5\u25B4\u21C8\u00fc\u29A7\u21D5\u2AE8\u2AE9\u22A8\u299C\u03F5\u03F0\u2205\u03D5\u03D6\u221D\u2195\u03F1\u03C2\u228A\uFE00\u2ACB\uFE00\u228B\uFE00\u2ACC\uFE00\u03D1\u22B2\u22B3\u0432\u22A2\u2228\u22BB\u225A\u22EE||\uD835\uDD33\u22B2\u2282\u20D2\u2283\u20D2\uD835\uDD67\u221D\u22B3\uD835\uDCCB\u2ACB\uFE00\u228A\uFE00\u2ACC\uFE00\u228B\uFE00\u299A\u0175\u2A5F\u2227\u2259\u2118\uD835\uDD34\uD835\uDD68\u2118\u2240\u2240\uD835\uDCCC\u22C2\u25EF\u22C3\u25BD\uD835\uDD35\u27FA\u27F7\u03BE\u27F8\u27F5\u27FC\u22FB\u2A00\uD835\uDD69\u2A01\u2A02\u27F9\u27F6\uD835\uDCCD\u2A06\u2A04\u25B3\u22C1\u22C0\u00fd\u044F\u0177\u044B\u00a5\uD835\uDD36\u0457\uD835\uDD6A\uD835\uDCCE\u044E\u00ff\u017A\u017E\u0437\u017C\u2128\u03B6\uD835\uDD37\u0436\u21DD\uD835\uDD6B\uD835\uDCCF\u200D\u200C"];
//# sourceMappingURL=decode-data-html.js.map
;// CONCATENATED MODULE: ../../../node_modules/entities/dist/internal/decode-data-format.js
const META_BIAS = 0x23;
const HEADER_BIAS = 0x30;
const HEADER_LENGTH = 6;
const CHOICE_BITS_PER_CHAR = 6;
const BUCKET_HASH_1 = 0x9e_37_79_b1;
const BUCKET_HASH_2 = 0x85_eb_ca_6b;
const PAIR_TABLE_SIZE = 1024;
const CHAR_REMAP = (() => {
    const remap = new Uint8Array(128);
    for (let code = 0x30; code <= 0x39; code++)
        remap[code] = code - 0x2f;
    for (let code = 0x41; code <= 0x5a; code++)
        remap[code] = code - 0x36;
    for (let code = 0x61; code <= 0x7a; code++)
        remap[code] = code - 0x3c;
    return remap;
})();
function exactKey(text, nameStart, length) {
    return ((text.charCodeAt(nameStart) << 25) |
        (text.charCodeAt(nameStart + 1) << 18) |
        (text.charCodeAt(nameStart + length - 2) << 11) |
        (CHAR_REMAP[text.charCodeAt(nameStart + length - 1)] << 5) |
        length);
}
function decode_data_format_pairIndex(c0, c1) {
    return (((c0 * 3) << 3) ^ c1) & (PAIR_TABLE_SIZE - 1);
}
function bucketOne(key, buckets) {
    return ((Math.imul(key, BUCKET_HASH_1) >>> 16) * buckets) >>> 16;
}
function bucketTwo(key, buckets) {
    return ((Math.imul(key, BUCKET_HASH_2) >>> 16) * buckets) >>> 16;
}
function initDecodeData(packed) {
    const [data, values] = packed;
    const nameCount = ((data.charCodeAt(0) - HEADER_BIAS) << 6) |
        (data.charCodeAt(1) - HEADER_BIAS);
    const suffixesLength = ((data.charCodeAt(2) - HEADER_BIAS) << 6) |
        (data.charCodeAt(3) - HEADER_BIAS);
    const buckets = ((data.charCodeAt(4) - HEADER_BIAS) << 6) |
        (data.charCodeAt(5) - HEADER_BIAS);
    const metaStart = HEADER_LENGTH + suffixesLength;
    const choicesStart = metaStart + 2 * nameCount;
    const slotCount = 2 * buckets;
    const keys = new Int32Array(slotCount);
    const slotMidOff = new Uint16Array(slotCount);
    const slotValue = new Uint16Array(slotCount);
    const lengthBits = new Uint32Array(PAIR_TABLE_SIZE);
    const middleOffsets = new Map();
    const middles = [];
    let name = "";
    let suffixOffset = HEADER_LENGTH;
    let valueOffset = 0;
    for (let index = 0; index < nameCount; index++) {
        const meta0 = data.charCodeAt(metaStart + 2 * index) - META_BIAS;
        const meta1 = data.charCodeAt(metaStart + 2 * index + 1) - META_BIAS;
        const prefixLength = meta0 & 31;
        const length = prefixLength + (meta1 & 31);
        const valueLength = (meta1 >> 5) + 1;
        name =
            name.slice(0, prefixLength) +
                data.slice(suffixOffset, suffixOffset + length - prefixLength);
        suffixOffset += length - prefixLength;
        const key = exactKey(name, 0, length);
        const choice = (data.charCodeAt(choicesStart + Math.floor(index / CHOICE_BITS_PER_CHAR)) -
            HEADER_BIAS) &
            (1 << (index % CHOICE_BITS_PER_CHAR));
        let slot = 2 * (choice === 0 ? bucketOne : bucketTwo)(key, buckets);
        if (keys[slot] !== 0)
            slot += 1;
        keys[slot] = key;
        if (length > 4) {
            const middle = name.slice(2, length - 2);
            const existing = middleOffsets.get(middle);
            if (existing === undefined) {
                middleOffsets.set(middle, middles.length);
                slotMidOff[slot] = middles.length;
                for (let middleIndex = 0; middleIndex < middle.length; middleIndex += 2) {
                    middles.push(middle.charCodeAt(middleIndex) |
                        (middle.charCodeAt(middleIndex + 1) << 16));
                }
            }
            else {
                slotMidOff[slot] = existing;
            }
        }
        const pair = decode_data_format_pairIndex(name.charCodeAt(0), name.charCodeAt(1));
        lengthBits[pair] |= length <= 16 ? 1 << (length - 2) : 0x80_00;
        if ((meta0 & 0x20) !== 0) {
            lengthBits[pair] |= 1 << (length - 2 + 16);
        }
        slotValue[slot] =
            (valueOffset << 2) | (valueLength - 1) | ((meta0 & 0x20) >> 4);
        valueOffset += valueLength;
    }
    return {
        keys,
        buckets,
        slotMidOff,
        slotValue,
        values,
        lengthBits,
        middles: new Uint32Array(middles),
    };
}
//# sourceMappingURL=decode-data-format.js.map
;// CONCATENATED MODULE: ../../../node_modules/entities/dist/decode.js



const CHAR_AMP = 38; // "&"
const CHAR_NUM = 35; // "#"
const CHAR_SEMI = 59; // ";"
const CHAR_EQUALS = 61; // "="
const CHAR_ZERO = 48; // "0"
const CHAR_LOWER_A = 97; // "a"
const CHAR_LOWER_G = 103; // "g"
const CHAR_LOWER_L = 108; // "l"
const CHAR_LOWER_M = 109; // "m"
const CHAR_LOWER_O = 111; // "o"
const CHAR_LOWER_P = 112; // "p"
const CHAR_LOWER_Q = 113; // "q"
const CHAR_LOWER_S = 115; // "s"
const CHAR_LOWER_T = 116; // "t"
const CHAR_LOWER_U = 117; // "u"
const CHAR_LOWER_X = 120; // "x"
const CHAR_UPPER_A = 65; // "A"
const TO_LOWER_BIT = 0b10_0000;
function isNumber(code) {
    return (code - CHAR_ZERO) >>> 0 <= 9;
}
function isAlphaNumeric(code) {
    return (isNumber(code) || ((code | TO_LOWER_BIT) - CHAR_LOWER_A) >>> 0 <= 25 // Z - a
    );
}
function isEntityInAttributeInvalidEnd(code) {
    return code === CHAR_EQUALS || isAlphaNumeric(code);
}
var DecodingMode;
(function (DecodingMode) {
    DecodingMode[DecodingMode["Legacy"] = 0] = "Legacy";
    DecodingMode[DecodingMode["Strict"] = 1] = "Strict";
    DecodingMode[DecodingMode["Attribute"] = 2] = "Attribute";
})(DecodingMode || (DecodingMode = {}));
const htmlDecode = /* #__PURE__ */ initDecodeData(htmlDecodeData);
const htmlKeys = /* #__PURE__ */ (() => htmlDecode.keys)();
const htmlBuckets = /* #__PURE__ */ (() => htmlDecode.buckets)();
const htmlSlotMidOff = /* #__PURE__ */ (() => htmlDecode.slotMidOff)();
const htmlLengthBits = /* #__PURE__ */ (() => htmlDecode.lengthBits)();
const htmlMiddles = /* #__PURE__ */ (() => htmlDecode.middles)();
const htmlSlotValue = /* #__PURE__ */ (() => htmlDecode.slotValue)();
const htmlValues = /* #__PURE__ */ (() => htmlDecode.values)();
function emitHtmlValue(packed) {
    const off = packed >> 2;
    return (packed & 1) === 0
        ? htmlValues.charAt(off)
        : htmlValues.slice(off, off + (packed & 1) + 1);
}
function findSlotHtml(text, start, length) {
    const c0 = text.charCodeAt(start);
    const c1 = text.charCodeAt(start + 1);
    const c2 = text.charCodeAt(start + length - 2);
    const c3 = text.charCodeAt(start + length - 1);
    if ((c0 | c1 | c2 | c3) > 127)
        return -1;
    const key = (c0 << 25) | (c1 << 18) | (c2 << 11) | (CHAR_REMAP[c3] << 5) | length;
    let slot = 2 * (((Math.imul(key, BUCKET_HASH_1) >>> 16) * htmlBuckets) >>> 16);
    for (let attempt = 0;; attempt++) {
        if (htmlKeys[slot] === key &&
            (length <= 4 || isMidMatchHtml(slot, text, start, length))) {
            return slot;
        }
        if (htmlKeys[slot + 1] === key &&
            (length <= 4 || isMidMatchHtml(slot + 1, text, start, length))) {
            return slot + 1;
        }
        if (attempt === 1)
            return -1;
        slot =
            2 * (((Math.imul(key, BUCKET_HASH_2) >>> 16) * htmlBuckets) >>> 16);
    }
}
function isMidMatchHtml(slot, text, start, length) {
    let wordIndex = htmlSlotMidOff[slot];
    let index = start + 2;
    const end = start + length - 2;
    while (index + 1 < end) {
        if ((text.charCodeAt(index) | (text.charCodeAt(index + 1) << 16)) !==
            htmlMiddles[wordIndex++])
            return false;
        index += 2;
    }
    return (index === end ||
        text.charCodeAt(index) === (htmlMiddles[wordIndex] & 0xff_ff));
}
const NUMERIC_CONSUMED_SHIFT = 21;
const NUMERIC_CODE_POINT_MASK = 0x1f_ff_ff;
const NUMERIC_CONSUMED_OVERFLOW = 0x7_ff;
let longNumericConsumed = 0;
function unpackConsumed(packed) {
    const consumed = packed >>> NUMERIC_CONSUMED_SHIFT;
    return consumed === NUMERIC_CONSUMED_OVERFLOW
        ? longNumericConsumed
        : consumed;
}
const numericDigits = /* #__PURE__ */ (() => {
    const digits = new Uint8Array(128).fill(0xff);
    for (let digit = 0; digit < 10; digit++) {
        digits[CHAR_ZERO + digit] = digit;
    }
    for (let digit = 0; digit < 6; digit++) {
        digits[CHAR_UPPER_A + digit] = digit + 10;
        digits[CHAR_LOWER_A + digit] = digit + 10;
    }
    return digits;
})();
function parseNumericEntity(input, offset, isStrict) {
    const inputLength = input.length;
    let index = offset;
    let codePoint = 0;
    let digitsStart;
    if ((input.charCodeAt(index) | TO_LOWER_BIT) === CHAR_LOWER_X) {
        index += 1;
        digitsStart = index;
        while (index < inputLength) {
            const char = input.charCodeAt(index);
            if (char >= 128)
                break;
            const digit = numericDigits[char];
            if (digit <= 15) {
                codePoint = codePoint * 16 + digit;
                index++;
            }
            else {
                break;
            }
        }
    }
    else {
        digitsStart = index;
        while (index < inputLength) {
            const char = input.charCodeAt(index);
            if (char >= 128)
                break;
            const digit = numericDigits[char];
            if (digit <= 9) {
                codePoint = codePoint * 10 + digit;
                index++;
            }
            else {
                break;
            }
        }
    }
    if (index === digitsStart)
        return 0;
    if (codePoint > 0x10_ff_ff)
        codePoint = 0x11_00_00;
    let consumed = index - offset + 2; // Includes "#" and the "&" position.
    if (index < inputLength && input.charCodeAt(index) === CHAR_SEMI) {
        consumed += 1;
    }
    else if (isStrict) {
        return 0;
    }
    if (consumed >= NUMERIC_CONSUMED_OVERFLOW) {
        longNumericConsumed = consumed;
        consumed = NUMERIC_CONSUMED_OVERFLOW;
    }
    return (consumed << NUMERIC_CONSUMED_SHIFT) | codePoint;
}
function findLegacySlot(input, start, maxLength) {
    let legacy = (htmlLengthBits[decode_data_format_pairIndex(input.charCodeAt(start), input.charCodeAt(start + 1))] >>>
        16) &
        31;
    while (legacy !== 0) {
        const top = 31 - Math.clz32(legacy);
        legacy ^= 1 << top;
        if (top + 2 > maxLength)
            continue;
        const slot = findSlotHtml(input, start, top + 2);
        if (slot >= 0 && (htmlSlotValue[slot] & 2) !== 0) {
            return (slot << 3) | (top + 2);
        }
    }
    return -1;
}
function findLongClassMatch(input, start, mode) {
    const length = input.slice(start, start + 32).indexOf(";");
    if ((length - 2) >>> 0 <= 29) {
        const slot = findSlotHtml(input, start, length);
        if (slot >= 0)
            return (slot << 6) | (length + 1);
    }
    if (mode !== DecodingMode.Strict) {
        const packed = findLegacySlot(input, start, Math.min(31, input.length - start));
        if (packed >= 0) {
            const length = packed & 7;
            if (mode !== DecodingMode.Attribute ||
                start + length >= input.length ||
                !isEntityInAttributeInvalidEnd(input.charCodeAt(start + length)))
                return ((packed >> 3) << 6) | length;
        }
    }
    return -1;
}
function matchXmlEntity(input, start) {
    switch (input.charCodeAt(start)) {
        case CHAR_LOWER_L: {
            return input.charCodeAt(start + 1) === CHAR_LOWER_T &&
                input.charCodeAt(start + 2) === CHAR_SEMI
                ? (3 << 7) | 0x3c
                : -1;
        }
        case CHAR_LOWER_G: {
            return input.charCodeAt(start + 1) === CHAR_LOWER_T &&
                input.charCodeAt(start + 2) === CHAR_SEMI
                ? (3 << 7) | 0x3e
                : -1;
        }
        case CHAR_LOWER_A: {
            const c1 = input.charCodeAt(start + 1);
            const c2 = input.charCodeAt(start + 2);
            if (c1 === CHAR_LOWER_M &&
                c2 === CHAR_LOWER_P &&
                input.charCodeAt(start + 3) === CHAR_SEMI) {
                return (4 << 7) | 0x26;
            }
            return c1 === CHAR_LOWER_P &&
                c2 === CHAR_LOWER_O &&
                input.charCodeAt(start + 3) === CHAR_LOWER_S &&
                input.charCodeAt(start + 4) === CHAR_SEMI
                ? (5 << 7) | 0x27
                : -1;
        }
        case CHAR_LOWER_Q: {
            return input.charCodeAt(start + 1) === CHAR_LOWER_U &&
                input.charCodeAt(start + 2) === CHAR_LOWER_O &&
                input.charCodeAt(start + 3) === CHAR_LOWER_T &&
                input.charCodeAt(start + 4) === CHAR_SEMI
                ? (5 << 7) | 0x22
                : -1;
        }
        default: {
            return -1;
        }
    }
}
function nextOffset(input, last) {
    if (last >= input.length)
        return -1;
    return input.charCodeAt(last) === CHAR_AMP
        ? last
        : input.indexOf("&", last);
}
function decodeHtmlText(input, mode) {
    const isLegacyAllowed = mode !== DecodingMode.Strict;
    let offset = input.indexOf("&");
    if (offset < 0)
        return input;
    const inputLength = input.length;
    let result = "";
    let last = 0;
    do {
        const start = offset + 1;
        if (start + 1 >= inputLength)
            break;
        const c0 = input.charCodeAt(start);
        if (c0 === CHAR_AMP) {
            offset = start;
            continue;
        }
        if (c0 === CHAR_NUM) {
            const packed = parseNumericEntity(input, start + 1, !isLegacyAllowed);
            const consumed = unpackConsumed(packed);
            if (consumed === 0) {
                offset = input.indexOf("&", start);
            }
            else {
                if (last !== offset) {
                    result += input.slice(last, offset);
                }
                result += codePointToString(packed & NUMERIC_CODE_POINT_MASK);
                last = offset + consumed;
                offset = nextOffset(input, last);
            }
            continue;
        }
        const bits = htmlLengthBits[pairIndex(c0, input.charCodeAt(start + 1))];
        if ((bits & 0x80_00) !== 0) {
            const packed = findLongClassMatch(input, start, mode);
            if (packed >= 0) {
                if (last !== offset)
                    result += input.slice(last, offset);
                result += emitHtmlValue(htmlSlotValue[packed >> 6]);
                last = start + (packed & 63);
                offset = nextOffset(input, last);
            }
            else {
                offset = input.indexOf("&", start);
            }
            continue;
        }
        let probed = bits & 0x7f_ff;
        let matched = -1;
        while (probed !== 0) {
            const low = probed & -probed;
            probed ^= low;
            const length = 33 - Math.clz32(low);
            const end = start + length;
            if (end > inputLength)
                break;
            const isTerminated = end < inputLength && input.charCodeAt(end) === CHAR_SEMI;
            if (!(isTerminated ||
                (isLegacyAllowed && ((bits >>> (length + 14)) & 1) !== 0)))
                continue;
            const slot = findSlotHtml(input, start, length);
            if (slot < 0)
                continue;
            if (isTerminated) {
                matched = (slot << 6) | 32 | (length + 1);
                break;
            }
            if ((htmlSlotValue[slot] & 2) !== 0) {
                matched = (slot << 6) | length;
            }
        }
        if (matched >= 0) {
            const length = matched & 31;
            if ((matched & 32) !== 0 ||
                mode !== DecodingMode.Attribute ||
                start + length >= inputLength ||
                !isEntityInAttributeInvalidEnd(input.charCodeAt(start + length))) {
                if (last !== offset)
                    result += input.slice(last, offset);
                result += emitHtmlValue(htmlSlotValue[matched >> 6]);
                last = start + length;
                offset = nextOffset(input, last);
                continue;
            }
        }
        offset = input.indexOf("&", start + 1);
    } while (offset >= 0);
    return result + input.slice(last);
}
function decodeHTML(htmlString, mode = DecodingMode.Legacy) {
    return decodeHtmlText(htmlString, mode);
}
function decodeHTMLAttribute(htmlAttribute) {
    return decodeHtmlText(htmlAttribute, DecodingMode.Attribute);
}
function decodeHTMLStrict(htmlString) {
    return decodeHtmlText(htmlString, DecodingMode.Strict);
}
function decodeXML(xmlString) {
    let offset = xmlString.indexOf("&");
    if (offset < 0)
        return xmlString;
    let lastIndex = 0;
    let result = "";
    do {
        const start = offset + 1;
        if (start + 1 >= xmlString.length)
            break;
        let consumed = 0;
        let value = "";
        const c1 = xmlString.charCodeAt(start);
        if (c1 === CHAR_NUM) {
            const packed = parseNumericEntity(xmlString, start + 1, true);
            consumed = unpackConsumed(packed);
            if (consumed !== 0) {
                const codePoint = packed & NUMERIC_CODE_POINT_MASK;
                value =
                    (codePoint - 1) >>> 0 < 0xd7_ff
                        ? String.fromCharCode(codePoint)
                        : String.fromCodePoint(replaceCodePointXML(codePoint));
            }
        }
        else {
            switch (c1) {
                case 0x6c:
                case 0x67: {
                    if (start + 2 < xmlString.length &&
                        xmlString.charCodeAt(start + 1) === 0x74 &&
                        xmlString.charCodeAt(start + 2) === CHAR_SEMI) {
                        consumed = 4;
                        value = c1 === 0x6c ? "<" : ">";
                    }
                    break;
                }
                case 0x61: {
                    const c2 = xmlString.charCodeAt(start + 1);
                    if (start + 3 < xmlString.length &&
                        c2 === 0x6d &&
                        xmlString.charCodeAt(start + 2) === 0x70 &&
                        xmlString.charCodeAt(start + 3) === CHAR_SEMI) {
                        consumed = 5;
                        value = "&";
                    }
                    else if (start + 4 < xmlString.length &&
                        c2 === 0x70 &&
                        xmlString.charCodeAt(start + 2) === 0x6f &&
                        xmlString.charCodeAt(start + 3) === 0x73 &&
                        xmlString.charCodeAt(start + 4) === CHAR_SEMI) {
                        consumed = 6;
                        value = "'";
                    }
                    break;
                }
                case 0x71: {
                    if (start + 4 < xmlString.length &&
                        xmlString.charCodeAt(start + 1) === 0x75 &&
                        xmlString.charCodeAt(start + 2) === 0x6f &&
                        xmlString.charCodeAt(start + 3) === 0x74 &&
                        xmlString.charCodeAt(start + 4) === CHAR_SEMI) {
                        consumed = 6;
                        value = '"';
                    }
                    break;
                }
            }
        }
        if (consumed > 0) {
            if (lastIndex < offset)
                result += xmlString.slice(lastIndex, offset);
            result += value;
            offset = lastIndex = offset + consumed;
        }
        else {
            offset = start;
        }
        offset =
            offset < xmlString.length &&
                xmlString.charCodeAt(offset) === CHAR_AMP
                ? offset
                : xmlString.indexOf("&", offset);
    } while (offset >= 0);
    return result + xmlString.slice(lastIndex);
}
const STATE_ENTITY_START = 0;
const STATE_NUMERIC_START = 1;
const STATE_NUMERIC_DECIMAL = 2;
const STATE_NUMERIC_HEX = 3;
const STATE_NAMED_ENTITY = 4;
class EntityDecoderBase {
    emitCodePoint;
    errors;
    state = STATE_ENTITY_START;
    consumed = 1;
    result = 0;
    decodeMode = DecodingMode.Strict;
    replaceNumericCodePoint = replaceCodePoint;
    constructor(
    emitCodePoint, 
    errors) {
        this.emitCodePoint = emitCodePoint;
        this.errors = errors;
    }
    stateNumericStart(input, offset) {
        if (offset >= input.length) {
            return -1;
        }
        if ((input.charCodeAt(offset) | TO_LOWER_BIT) === CHAR_LOWER_X) {
            this.state = STATE_NUMERIC_HEX;
            this.consumed += 1;
            return this.stateNumericHex(input, offset + 1);
        }
        this.state = STATE_NUMERIC_DECIMAL;
        return this.stateNumericDecimal(input, offset);
    }
    stateNumericHex(input, offset) {
        const inputLength = input.length;
        let { result, consumed } = this;
        let index = offset;
        while (index < inputLength) {
            const char = input.charCodeAt(index);
            const digit = numericDigits[char];
            if (digit <= 15) {
                result = result * 16 + digit;
            }
            else {
                this.result = result;
                this.consumed = consumed;
                return this.emitNumericEntity(char, 3);
            }
            consumed += 1;
            index += 1;
        }
        this.result = result;
        this.consumed = consumed;
        return -1; // Incomplete entity
    }
    stateNumericDecimal(input, offset) {
        const inputLength = input.length;
        let { result, consumed } = this;
        let index = offset;
        while (index < inputLength) {
            const digit = input.charCodeAt(index) - CHAR_ZERO;
            if (digit >>> 0 > 9) {
                this.result = result;
                this.consumed = consumed;
                return this.emitNumericEntity(digit + CHAR_ZERO, 2);
            }
            result = result * 10 + digit;
            consumed += 1;
            index += 1;
        }
        this.result = result;
        this.consumed = consumed;
        return -1; // Incomplete entity
    }
    emitNumericEntity(lastCp, expectedLength) {
        if (this.consumed <= expectedLength) {
            this.errors?.absenceOfDigitsInNumericCharacterReference(this.consumed);
            return 0;
        }
        if (lastCp === CHAR_SEMI) {
            this.consumed += 1;
        }
        else if (this.decodeMode === DecodingMode.Strict) {
            return 0;
        }
        this.emitCodePoint(this.replaceNumericCodePoint(this.result), this.consumed);
        if (this.errors) {
            if (lastCp !== CHAR_SEMI) {
                this.errors.missingSemicolonAfterCharacterReference();
            }
            this.errors.validateNumericCharacterReference(this.result);
        }
        return this.consumed;
    }
    startEntity(decodeMode) {
        this.decodeMode = decodeMode;
        this.state = STATE_ENTITY_START;
        this.result = 0;
        this.consumed = 1;
    }
    write(input, offset) {
        switch (this.state) {
            case STATE_ENTITY_START: {
                if (input.charCodeAt(offset) === CHAR_NUM) {
                    this.state = STATE_NUMERIC_START;
                    this.consumed += 1;
                    return this.stateNumericStart(input, offset + 1);
                }
                this.state = STATE_NAMED_ENTITY;
                return this.stateNamedEntity(input, offset);
            }
            case STATE_NUMERIC_START: {
                return this.stateNumericStart(input, offset);
            }
            case STATE_NUMERIC_DECIMAL: {
                return this.stateNumericDecimal(input, offset);
            }
            case STATE_NUMERIC_HEX: {
                return this.stateNumericHex(input, offset);
            }
            default: {
                return this.stateNamedEntity(input, offset);
            }
        }
    }
    end() {
        switch (this.state) {
            case STATE_NAMED_ENTITY: {
                return this.endNamedEntity();
            }
            case STATE_NUMERIC_DECIMAL: {
                return this.emitNumericEntity(0, 2);
            }
            case STATE_NUMERIC_HEX: {
                return this.emitNumericEntity(0, 3);
            }
            case STATE_NUMERIC_START: {
                this.errors?.absenceOfDigitsInNumericCharacterReference(this.consumed);
                return 0;
            }
            default: {
                return 0;
            }
        }
    }
}
class HtmlEntityDecoder extends EntityDecoderBase {
    runLength = 0;
    nameBuffer = new Uint8Array(32);
    emitSlot(slot) {
        const packed = htmlSlotValue[slot];
        const off = packed >> 2;
        this.emitCodePoint(htmlValues.charCodeAt(off), this.consumed);
        if ((packed & 1) !== 0) {
            this.emitCodePoint(htmlValues.charCodeAt(off + 1), this.consumed);
        }
    }
    startEntity(decodeMode) {
        super.startEntity(decodeMode);
        this.runLength = 0;
    }
    stateNamedEntity(input, offset) {
        const inputLength = input.length;
        if (this.runLength === 0 && offset + 17 <= inputLength) {
            const c0 = input.charCodeAt(offset);
            const pair = decode_data_format_pairIndex(c0, input.charCodeAt(offset + 1));
            const bits = htmlLengthBits[pair];
            if ((bits & 0x80_00) !== 0 && offset + 32 <= inputLength) {
                const packed = findLongClassMatch(input, offset, this.decodeMode);
                if (packed >= 0) {
                    const length = packed & 63;
                    this.consumed = length + 1;
                    this.emitSlot(packed >> 6);
                    if (input.charCodeAt(offset + length - 1) !== CHAR_SEMI) {
                        this.errors?.missingSemicolonAfterCharacterReference();
                    }
                    return this.consumed;
                }
                return 0;
            }
            let probed = bits & 0x7f_ff;
            while (probed !== 0) {
                const low = probed & -probed;
                probed ^= low;
                const length = 33 - Math.clz32(low);
                if (input.charCodeAt(offset + length) === CHAR_SEMI) {
                    const slot = findSlotHtml(input, offset, length);
                    if (slot >= 0) {
                        this.consumed = length + 2;
                        this.emitSlot(slot);
                        return this.consumed;
                    }
                }
            }
            if ((bits & 0x80_00) === 0) {
                if (this.decodeMode !== DecodingMode.Strict) {
                    const packed = findLegacySlot(input, offset, 31);
                    if (packed >= 0) {
                        const matchLength = packed & 7;
                        const next = input.charCodeAt(offset + matchLength);
                        if (this.decodeMode === DecodingMode.Attribute &&
                            isEntityInAttributeInvalidEnd(next)) {
                            return 0;
                        }
                        this.consumed = matchLength + 1;
                        this.emitSlot(packed >> 3);
                        this.errors?.missingSemicolonAfterCharacterReference();
                        return this.consumed;
                    }
                }
                return 0;
            }
        }
        let index = offset;
        let { runLength } = this;
        let terminator = -1;
        const scanEnd = Math.min(inputLength, offset + 32 - runLength);
        while (index < scanEnd) {
            const char = input.charCodeAt(index);
            if (!isAlphaNumeric(char)) {
                terminator = char;
                break;
            }
            this.nameBuffer[runLength++] = char;
            index++;
        }
        if (terminator < 0 && runLength < 32) {
            this.runLength = runLength;
            return -1;
        }
        if (terminator === CHAR_SEMI && (runLength - 2) >>> 0 <= 29) {
            const slot = findBufferedHtmlSlot(this.nameBuffer, runLength);
            if (slot >= 0) {
                this.consumed = runLength + 2;
                this.emitSlot(slot);
                return this.consumed;
            }
        }
        if (this.decodeMode !== DecodingMode.Strict && runLength >= 2) {
            const packed = findBufferedLegacySlot(this.nameBuffer, runLength);
            if (packed >= 0) {
                const length = packed & 7;
                const next = length < runLength ? this.nameBuffer[length] : terminator;
                if (this.decodeMode === DecodingMode.Attribute &&
                    isEntityInAttributeInvalidEnd(next))
                    return 0;
                this.consumed = length + 1;
                this.emitSlot(packed >> 3);
                this.errors?.missingSemicolonAfterCharacterReference();
                return this.consumed;
            }
        }
        return 0;
    }
    endNamedEntity() {
        if (this.decodeMode === DecodingMode.Strict || this.runLength < 2) {
            return 0;
        }
        const packed = findBufferedLegacySlot(this.nameBuffer, this.runLength);
        if (packed < 0)
            return 0;
        if (this.decodeMode === DecodingMode.Attribute &&
            (packed & 7) < this.runLength) {
            return 0;
        }
        this.consumed = (packed & 7) + 1;
        this.emitSlot(packed >> 3);
        this.errors?.missingSemicolonAfterCharacterReference();
        return this.consumed;
    }
}
function findBufferedHtmlSlot(buffer, length) {
    const key = (buffer[0] << 25) |
        (buffer[1] << 18) |
        (buffer[length - 2] << 11) |
        (CHAR_REMAP[buffer[length - 1]] << 5) |
        length;
    let slot = 2 * (((Math.imul(key, BUCKET_HASH_1) >>> 16) * htmlBuckets) >>> 16);
    for (let attempt = 0;; attempt++) {
        if (htmlKeys[slot] === key &&
            (length <= 4 || isBufferedMiddle(slot, buffer, length)))
            return slot;
        if (htmlKeys[slot + 1] === key &&
            (length <= 4 || isBufferedMiddle(slot + 1, buffer, length)))
            return slot + 1;
        if (attempt === 1)
            return -1;
        slot =
            2 * (((Math.imul(key, BUCKET_HASH_2) >>> 16) * htmlBuckets) >>> 16);
    }
}
function isBufferedMiddle(slot, buffer, length) {
    let wordIndex = htmlSlotMidOff[slot];
    let index = 2;
    const end = length - 2;
    while (index + 1 < end) {
        if ((buffer[index] | (buffer[index + 1] << 16)) !==
            htmlMiddles[wordIndex++])
            return false;
        index += 2;
    }
    return (index === end || buffer[index] === (htmlMiddles[wordIndex] & 0xff_ff));
}
function findBufferedLegacySlot(buffer, length) {
    let legacy = (htmlLengthBits[decode_data_format_pairIndex(buffer[0], buffer[1])] >>> 16) & 31;
    while (legacy !== 0) {
        const top = 31 - Math.clz32(legacy);
        legacy ^= 1 << top;
        if (top + 2 > length)
            continue;
        const slot = findBufferedHtmlSlot(buffer, top + 2);
        if (slot >= 0 && (htmlSlotValue[slot] & 2) !== 0)
            return (slot << 3) | (top + 2);
    }
    return -1;
}
function xmlCodePoint(name) {
    switch (name) {
        case 0x18_76_f0: {
            return 0x26;
        }
        case 0xc_3c_37_f3: {
            return 0x27;
        }
        case 0x33_f4: {
            return 0x3e;
        }
        case 0x36_74: {
            return 0x3c;
        }
        case 0xe_3d_77_f4: {
            return 0x22;
        }
        default: {
            return -1;
        }
    }
}
class XmlEntityDecoder extends (/* unused pure expression or super */ null && (EntityDecoderBase)) {
    replaceNumericCodePoint = replaceCodePointXML;
    stateNamedEntity(input, offset) {
        const inputLength = input.length;
        if (this.consumed === 1 && offset + 5 <= inputLength) {
            const packed = matchXmlEntity(input, offset);
            if (packed < 0)
                return 0;
            const consumed = (this.consumed = (packed >> 7) + 1);
            this.emitCodePoint(packed & 127, consumed);
            return consumed;
        }
        let { result, consumed } = this;
        for (let index = offset; index < inputLength; index++) {
            const char = input.charCodeAt(index);
            if (char === CHAR_SEMI) {
                const codePoint = xmlCodePoint(result);
                if (codePoint < 0)
                    return 0;
                this.consumed = consumed + 1;
                this.emitCodePoint(codePoint, this.consumed);
                return this.consumed;
            }
            if (consumed >= 5 || (char - CHAR_LOWER_A) >>> 0 > 25)
                return 0;
            result = (result << 7) | char;
            consumed++;
        }
        this.result = result;
        this.consumed = consumed;
        return -1;
    }
    endNamedEntity() {
        return 0;
    }
}

//# sourceMappingURL=decode.js.map
;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/common/html.js
var html_NS;
(function (NS) {
    NS["HTML"] = "http://www.w3.org/1999/xhtml";
    NS["MATHML"] = "http://www.w3.org/1998/Math/MathML";
    NS["SVG"] = "http://www.w3.org/2000/svg";
    NS["XLINK"] = "http://www.w3.org/1999/xlink";
    NS["XML"] = "http://www.w3.org/XML/1998/namespace";
    NS["XMLNS"] = "http://www.w3.org/2000/xmlns/";
})(html_NS || (html_NS = {}));
var ATTRS;
(function (ATTRS) {
    ATTRS["TYPE"] = "type";
    ATTRS["ACTION"] = "action";
    ATTRS["ENCODING"] = "encoding";
    ATTRS["PROMPT"] = "prompt";
    ATTRS["NAME"] = "name";
    ATTRS["COLOR"] = "color";
    ATTRS["FACE"] = "face";
    ATTRS["SIZE"] = "size";
})(ATTRS || (ATTRS = {}));
var DOCUMENT_MODE;
(function (DOCUMENT_MODE) {
    DOCUMENT_MODE["NO_QUIRKS"] = "no-quirks";
    DOCUMENT_MODE["QUIRKS"] = "quirks";
    DOCUMENT_MODE["LIMITED_QUIRKS"] = "limited-quirks";
})(DOCUMENT_MODE || (DOCUMENT_MODE = {}));
var TAG_NAMES;
(function (TAG_NAMES) {
    TAG_NAMES["A"] = "a";
    TAG_NAMES["ADDRESS"] = "address";
    TAG_NAMES["ANNOTATION_XML"] = "annotation-xml";
    TAG_NAMES["APPLET"] = "applet";
    TAG_NAMES["AREA"] = "area";
    TAG_NAMES["ARTICLE"] = "article";
    TAG_NAMES["ASIDE"] = "aside";
    TAG_NAMES["B"] = "b";
    TAG_NAMES["BASE"] = "base";
    TAG_NAMES["BASEFONT"] = "basefont";
    TAG_NAMES["BGSOUND"] = "bgsound";
    TAG_NAMES["BIG"] = "big";
    TAG_NAMES["BLOCKQUOTE"] = "blockquote";
    TAG_NAMES["BODY"] = "body";
    TAG_NAMES["BR"] = "br";
    TAG_NAMES["BUTTON"] = "button";
    TAG_NAMES["CAPTION"] = "caption";
    TAG_NAMES["CENTER"] = "center";
    TAG_NAMES["CODE"] = "code";
    TAG_NAMES["COL"] = "col";
    TAG_NAMES["COLGROUP"] = "colgroup";
    TAG_NAMES["DD"] = "dd";
    TAG_NAMES["DESC"] = "desc";
    TAG_NAMES["DETAILS"] = "details";
    TAG_NAMES["DIALOG"] = "dialog";
    TAG_NAMES["DIR"] = "dir";
    TAG_NAMES["DIV"] = "div";
    TAG_NAMES["DL"] = "dl";
    TAG_NAMES["DT"] = "dt";
    TAG_NAMES["EM"] = "em";
    TAG_NAMES["EMBED"] = "embed";
    TAG_NAMES["FIELDSET"] = "fieldset";
    TAG_NAMES["FIGCAPTION"] = "figcaption";
    TAG_NAMES["FIGURE"] = "figure";
    TAG_NAMES["FONT"] = "font";
    TAG_NAMES["FOOTER"] = "footer";
    TAG_NAMES["FOREIGN_OBJECT"] = "foreignObject";
    TAG_NAMES["FORM"] = "form";
    TAG_NAMES["FRAME"] = "frame";
    TAG_NAMES["FRAMESET"] = "frameset";
    TAG_NAMES["H1"] = "h1";
    TAG_NAMES["H2"] = "h2";
    TAG_NAMES["H3"] = "h3";
    TAG_NAMES["H4"] = "h4";
    TAG_NAMES["H5"] = "h5";
    TAG_NAMES["H6"] = "h6";
    TAG_NAMES["HEAD"] = "head";
    TAG_NAMES["HEADER"] = "header";
    TAG_NAMES["HGROUP"] = "hgroup";
    TAG_NAMES["HR"] = "hr";
    TAG_NAMES["HTML"] = "html";
    TAG_NAMES["I"] = "i";
    TAG_NAMES["IMG"] = "img";
    TAG_NAMES["IMAGE"] = "image";
    TAG_NAMES["INPUT"] = "input";
    TAG_NAMES["IFRAME"] = "iframe";
    TAG_NAMES["KEYGEN"] = "keygen";
    TAG_NAMES["LABEL"] = "label";
    TAG_NAMES["LI"] = "li";
    TAG_NAMES["LINK"] = "link";
    TAG_NAMES["LISTING"] = "listing";
    TAG_NAMES["MAIN"] = "main";
    TAG_NAMES["MALIGNMARK"] = "malignmark";
    TAG_NAMES["MARQUEE"] = "marquee";
    TAG_NAMES["MATH"] = "math";
    TAG_NAMES["MENU"] = "menu";
    TAG_NAMES["META"] = "meta";
    TAG_NAMES["MGLYPH"] = "mglyph";
    TAG_NAMES["MI"] = "mi";
    TAG_NAMES["MO"] = "mo";
    TAG_NAMES["MN"] = "mn";
    TAG_NAMES["MS"] = "ms";
    TAG_NAMES["MTEXT"] = "mtext";
    TAG_NAMES["NAV"] = "nav";
    TAG_NAMES["NOBR"] = "nobr";
    TAG_NAMES["NOFRAMES"] = "noframes";
    TAG_NAMES["NOEMBED"] = "noembed";
    TAG_NAMES["NOSCRIPT"] = "noscript";
    TAG_NAMES["OBJECT"] = "object";
    TAG_NAMES["OL"] = "ol";
    TAG_NAMES["OPTGROUP"] = "optgroup";
    TAG_NAMES["OPTION"] = "option";
    TAG_NAMES["P"] = "p";
    TAG_NAMES["PARAM"] = "param";
    TAG_NAMES["PLAINTEXT"] = "plaintext";
    TAG_NAMES["PRE"] = "pre";
    TAG_NAMES["RB"] = "rb";
    TAG_NAMES["RP"] = "rp";
    TAG_NAMES["RT"] = "rt";
    TAG_NAMES["RTC"] = "rtc";
    TAG_NAMES["RUBY"] = "ruby";
    TAG_NAMES["S"] = "s";
    TAG_NAMES["SCRIPT"] = "script";
    TAG_NAMES["SEARCH"] = "search";
    TAG_NAMES["SECTION"] = "section";
    TAG_NAMES["SELECT"] = "select";
    TAG_NAMES["SOURCE"] = "source";
    TAG_NAMES["SMALL"] = "small";
    TAG_NAMES["SPAN"] = "span";
    TAG_NAMES["STRIKE"] = "strike";
    TAG_NAMES["STRONG"] = "strong";
    TAG_NAMES["STYLE"] = "style";
    TAG_NAMES["SUB"] = "sub";
    TAG_NAMES["SUMMARY"] = "summary";
    TAG_NAMES["SUP"] = "sup";
    TAG_NAMES["TABLE"] = "table";
    TAG_NAMES["TBODY"] = "tbody";
    TAG_NAMES["TEMPLATE"] = "template";
    TAG_NAMES["TEXTAREA"] = "textarea";
    TAG_NAMES["TFOOT"] = "tfoot";
    TAG_NAMES["TD"] = "td";
    TAG_NAMES["TH"] = "th";
    TAG_NAMES["THEAD"] = "thead";
    TAG_NAMES["TITLE"] = "title";
    TAG_NAMES["TR"] = "tr";
    TAG_NAMES["TRACK"] = "track";
    TAG_NAMES["TT"] = "tt";
    TAG_NAMES["U"] = "u";
    TAG_NAMES["UL"] = "ul";
    TAG_NAMES["SVG"] = "svg";
    TAG_NAMES["VAR"] = "var";
    TAG_NAMES["WBR"] = "wbr";
    TAG_NAMES["XMP"] = "xmp";
})(TAG_NAMES || (TAG_NAMES = {}));
var TAG_ID;
(function (TAG_ID) {
    TAG_ID[TAG_ID["UNKNOWN"] = 0] = "UNKNOWN";
    TAG_ID[TAG_ID["A"] = 1] = "A";
    TAG_ID[TAG_ID["ADDRESS"] = 2] = "ADDRESS";
    TAG_ID[TAG_ID["ANNOTATION_XML"] = 3] = "ANNOTATION_XML";
    TAG_ID[TAG_ID["APPLET"] = 4] = "APPLET";
    TAG_ID[TAG_ID["AREA"] = 5] = "AREA";
    TAG_ID[TAG_ID["ARTICLE"] = 6] = "ARTICLE";
    TAG_ID[TAG_ID["ASIDE"] = 7] = "ASIDE";
    TAG_ID[TAG_ID["B"] = 8] = "B";
    TAG_ID[TAG_ID["BASE"] = 9] = "BASE";
    TAG_ID[TAG_ID["BASEFONT"] = 10] = "BASEFONT";
    TAG_ID[TAG_ID["BGSOUND"] = 11] = "BGSOUND";
    TAG_ID[TAG_ID["BIG"] = 12] = "BIG";
    TAG_ID[TAG_ID["BLOCKQUOTE"] = 13] = "BLOCKQUOTE";
    TAG_ID[TAG_ID["BODY"] = 14] = "BODY";
    TAG_ID[TAG_ID["BR"] = 15] = "BR";
    TAG_ID[TAG_ID["BUTTON"] = 16] = "BUTTON";
    TAG_ID[TAG_ID["CAPTION"] = 17] = "CAPTION";
    TAG_ID[TAG_ID["CENTER"] = 18] = "CENTER";
    TAG_ID[TAG_ID["CODE"] = 19] = "CODE";
    TAG_ID[TAG_ID["COL"] = 20] = "COL";
    TAG_ID[TAG_ID["COLGROUP"] = 21] = "COLGROUP";
    TAG_ID[TAG_ID["DD"] = 22] = "DD";
    TAG_ID[TAG_ID["DESC"] = 23] = "DESC";
    TAG_ID[TAG_ID["DETAILS"] = 24] = "DETAILS";
    TAG_ID[TAG_ID["DIALOG"] = 25] = "DIALOG";
    TAG_ID[TAG_ID["DIR"] = 26] = "DIR";
    TAG_ID[TAG_ID["DIV"] = 27] = "DIV";
    TAG_ID[TAG_ID["DL"] = 28] = "DL";
    TAG_ID[TAG_ID["DT"] = 29] = "DT";
    TAG_ID[TAG_ID["EM"] = 30] = "EM";
    TAG_ID[TAG_ID["EMBED"] = 31] = "EMBED";
    TAG_ID[TAG_ID["FIELDSET"] = 32] = "FIELDSET";
    TAG_ID[TAG_ID["FIGCAPTION"] = 33] = "FIGCAPTION";
    TAG_ID[TAG_ID["FIGURE"] = 34] = "FIGURE";
    TAG_ID[TAG_ID["FONT"] = 35] = "FONT";
    TAG_ID[TAG_ID["FOOTER"] = 36] = "FOOTER";
    TAG_ID[TAG_ID["FOREIGN_OBJECT"] = 37] = "FOREIGN_OBJECT";
    TAG_ID[TAG_ID["FORM"] = 38] = "FORM";
    TAG_ID[TAG_ID["FRAME"] = 39] = "FRAME";
    TAG_ID[TAG_ID["FRAMESET"] = 40] = "FRAMESET";
    TAG_ID[TAG_ID["H1"] = 41] = "H1";
    TAG_ID[TAG_ID["H2"] = 42] = "H2";
    TAG_ID[TAG_ID["H3"] = 43] = "H3";
    TAG_ID[TAG_ID["H4"] = 44] = "H4";
    TAG_ID[TAG_ID["H5"] = 45] = "H5";
    TAG_ID[TAG_ID["H6"] = 46] = "H6";
    TAG_ID[TAG_ID["HEAD"] = 47] = "HEAD";
    TAG_ID[TAG_ID["HEADER"] = 48] = "HEADER";
    TAG_ID[TAG_ID["HGROUP"] = 49] = "HGROUP";
    TAG_ID[TAG_ID["HR"] = 50] = "HR";
    TAG_ID[TAG_ID["HTML"] = 51] = "HTML";
    TAG_ID[TAG_ID["I"] = 52] = "I";
    TAG_ID[TAG_ID["IMG"] = 53] = "IMG";
    TAG_ID[TAG_ID["IMAGE"] = 54] = "IMAGE";
    TAG_ID[TAG_ID["INPUT"] = 55] = "INPUT";
    TAG_ID[TAG_ID["IFRAME"] = 56] = "IFRAME";
    TAG_ID[TAG_ID["KEYGEN"] = 57] = "KEYGEN";
    TAG_ID[TAG_ID["LABEL"] = 58] = "LABEL";
    TAG_ID[TAG_ID["LI"] = 59] = "LI";
    TAG_ID[TAG_ID["LINK"] = 60] = "LINK";
    TAG_ID[TAG_ID["LISTING"] = 61] = "LISTING";
    TAG_ID[TAG_ID["MAIN"] = 62] = "MAIN";
    TAG_ID[TAG_ID["MALIGNMARK"] = 63] = "MALIGNMARK";
    TAG_ID[TAG_ID["MARQUEE"] = 64] = "MARQUEE";
    TAG_ID[TAG_ID["MATH"] = 65] = "MATH";
    TAG_ID[TAG_ID["MENU"] = 66] = "MENU";
    TAG_ID[TAG_ID["META"] = 67] = "META";
    TAG_ID[TAG_ID["MGLYPH"] = 68] = "MGLYPH";
    TAG_ID[TAG_ID["MI"] = 69] = "MI";
    TAG_ID[TAG_ID["MO"] = 70] = "MO";
    TAG_ID[TAG_ID["MN"] = 71] = "MN";
    TAG_ID[TAG_ID["MS"] = 72] = "MS";
    TAG_ID[TAG_ID["MTEXT"] = 73] = "MTEXT";
    TAG_ID[TAG_ID["NAV"] = 74] = "NAV";
    TAG_ID[TAG_ID["NOBR"] = 75] = "NOBR";
    TAG_ID[TAG_ID["NOFRAMES"] = 76] = "NOFRAMES";
    TAG_ID[TAG_ID["NOEMBED"] = 77] = "NOEMBED";
    TAG_ID[TAG_ID["NOSCRIPT"] = 78] = "NOSCRIPT";
    TAG_ID[TAG_ID["OBJECT"] = 79] = "OBJECT";
    TAG_ID[TAG_ID["OL"] = 80] = "OL";
    TAG_ID[TAG_ID["OPTGROUP"] = 81] = "OPTGROUP";
    TAG_ID[TAG_ID["OPTION"] = 82] = "OPTION";
    TAG_ID[TAG_ID["P"] = 83] = "P";
    TAG_ID[TAG_ID["PARAM"] = 84] = "PARAM";
    TAG_ID[TAG_ID["PLAINTEXT"] = 85] = "PLAINTEXT";
    TAG_ID[TAG_ID["PRE"] = 86] = "PRE";
    TAG_ID[TAG_ID["RB"] = 87] = "RB";
    TAG_ID[TAG_ID["RP"] = 88] = "RP";
    TAG_ID[TAG_ID["RT"] = 89] = "RT";
    TAG_ID[TAG_ID["RTC"] = 90] = "RTC";
    TAG_ID[TAG_ID["RUBY"] = 91] = "RUBY";
    TAG_ID[TAG_ID["S"] = 92] = "S";
    TAG_ID[TAG_ID["SCRIPT"] = 93] = "SCRIPT";
    TAG_ID[TAG_ID["SEARCH"] = 94] = "SEARCH";
    TAG_ID[TAG_ID["SECTION"] = 95] = "SECTION";
    TAG_ID[TAG_ID["SELECT"] = 96] = "SELECT";
    TAG_ID[TAG_ID["SOURCE"] = 97] = "SOURCE";
    TAG_ID[TAG_ID["SMALL"] = 98] = "SMALL";
    TAG_ID[TAG_ID["SPAN"] = 99] = "SPAN";
    TAG_ID[TAG_ID["STRIKE"] = 100] = "STRIKE";
    TAG_ID[TAG_ID["STRONG"] = 101] = "STRONG";
    TAG_ID[TAG_ID["STYLE"] = 102] = "STYLE";
    TAG_ID[TAG_ID["SUB"] = 103] = "SUB";
    TAG_ID[TAG_ID["SUMMARY"] = 104] = "SUMMARY";
    TAG_ID[TAG_ID["SUP"] = 105] = "SUP";
    TAG_ID[TAG_ID["TABLE"] = 106] = "TABLE";
    TAG_ID[TAG_ID["TBODY"] = 107] = "TBODY";
    TAG_ID[TAG_ID["TEMPLATE"] = 108] = "TEMPLATE";
    TAG_ID[TAG_ID["TEXTAREA"] = 109] = "TEXTAREA";
    TAG_ID[TAG_ID["TFOOT"] = 110] = "TFOOT";
    TAG_ID[TAG_ID["TD"] = 111] = "TD";
    TAG_ID[TAG_ID["TH"] = 112] = "TH";
    TAG_ID[TAG_ID["THEAD"] = 113] = "THEAD";
    TAG_ID[TAG_ID["TITLE"] = 114] = "TITLE";
    TAG_ID[TAG_ID["TR"] = 115] = "TR";
    TAG_ID[TAG_ID["TRACK"] = 116] = "TRACK";
    TAG_ID[TAG_ID["TT"] = 117] = "TT";
    TAG_ID[TAG_ID["U"] = 118] = "U";
    TAG_ID[TAG_ID["UL"] = 119] = "UL";
    TAG_ID[TAG_ID["SVG"] = 120] = "SVG";
    TAG_ID[TAG_ID["VAR"] = 121] = "VAR";
    TAG_ID[TAG_ID["WBR"] = 122] = "WBR";
    TAG_ID[TAG_ID["XMP"] = 123] = "XMP";
})(TAG_ID || (TAG_ID = {}));
const TAG_NAME_TO_ID = new Map([
    [TAG_NAMES.A, TAG_ID.A],
    [TAG_NAMES.ADDRESS, TAG_ID.ADDRESS],
    [TAG_NAMES.ANNOTATION_XML, TAG_ID.ANNOTATION_XML],
    [TAG_NAMES.APPLET, TAG_ID.APPLET],
    [TAG_NAMES.AREA, TAG_ID.AREA],
    [TAG_NAMES.ARTICLE, TAG_ID.ARTICLE],
    [TAG_NAMES.ASIDE, TAG_ID.ASIDE],
    [TAG_NAMES.B, TAG_ID.B],
    [TAG_NAMES.BASE, TAG_ID.BASE],
    [TAG_NAMES.BASEFONT, TAG_ID.BASEFONT],
    [TAG_NAMES.BGSOUND, TAG_ID.BGSOUND],
    [TAG_NAMES.BIG, TAG_ID.BIG],
    [TAG_NAMES.BLOCKQUOTE, TAG_ID.BLOCKQUOTE],
    [TAG_NAMES.BODY, TAG_ID.BODY],
    [TAG_NAMES.BR, TAG_ID.BR],
    [TAG_NAMES.BUTTON, TAG_ID.BUTTON],
    [TAG_NAMES.CAPTION, TAG_ID.CAPTION],
    [TAG_NAMES.CENTER, TAG_ID.CENTER],
    [TAG_NAMES.CODE, TAG_ID.CODE],
    [TAG_NAMES.COL, TAG_ID.COL],
    [TAG_NAMES.COLGROUP, TAG_ID.COLGROUP],
    [TAG_NAMES.DD, TAG_ID.DD],
    [TAG_NAMES.DESC, TAG_ID.DESC],
    [TAG_NAMES.DETAILS, TAG_ID.DETAILS],
    [TAG_NAMES.DIALOG, TAG_ID.DIALOG],
    [TAG_NAMES.DIR, TAG_ID.DIR],
    [TAG_NAMES.DIV, TAG_ID.DIV],
    [TAG_NAMES.DL, TAG_ID.DL],
    [TAG_NAMES.DT, TAG_ID.DT],
    [TAG_NAMES.EM, TAG_ID.EM],
    [TAG_NAMES.EMBED, TAG_ID.EMBED],
    [TAG_NAMES.FIELDSET, TAG_ID.FIELDSET],
    [TAG_NAMES.FIGCAPTION, TAG_ID.FIGCAPTION],
    [TAG_NAMES.FIGURE, TAG_ID.FIGURE],
    [TAG_NAMES.FONT, TAG_ID.FONT],
    [TAG_NAMES.FOOTER, TAG_ID.FOOTER],
    [TAG_NAMES.FOREIGN_OBJECT, TAG_ID.FOREIGN_OBJECT],
    [TAG_NAMES.FORM, TAG_ID.FORM],
    [TAG_NAMES.FRAME, TAG_ID.FRAME],
    [TAG_NAMES.FRAMESET, TAG_ID.FRAMESET],
    [TAG_NAMES.H1, TAG_ID.H1],
    [TAG_NAMES.H2, TAG_ID.H2],
    [TAG_NAMES.H3, TAG_ID.H3],
    [TAG_NAMES.H4, TAG_ID.H4],
    [TAG_NAMES.H5, TAG_ID.H5],
    [TAG_NAMES.H6, TAG_ID.H6],
    [TAG_NAMES.HEAD, TAG_ID.HEAD],
    [TAG_NAMES.HEADER, TAG_ID.HEADER],
    [TAG_NAMES.HGROUP, TAG_ID.HGROUP],
    [TAG_NAMES.HR, TAG_ID.HR],
    [TAG_NAMES.HTML, TAG_ID.HTML],
    [TAG_NAMES.I, TAG_ID.I],
    [TAG_NAMES.IMG, TAG_ID.IMG],
    [TAG_NAMES.IMAGE, TAG_ID.IMAGE],
    [TAG_NAMES.INPUT, TAG_ID.INPUT],
    [TAG_NAMES.IFRAME, TAG_ID.IFRAME],
    [TAG_NAMES.KEYGEN, TAG_ID.KEYGEN],
    [TAG_NAMES.LABEL, TAG_ID.LABEL],
    [TAG_NAMES.LI, TAG_ID.LI],
    [TAG_NAMES.LINK, TAG_ID.LINK],
    [TAG_NAMES.LISTING, TAG_ID.LISTING],
    [TAG_NAMES.MAIN, TAG_ID.MAIN],
    [TAG_NAMES.MALIGNMARK, TAG_ID.MALIGNMARK],
    [TAG_NAMES.MARQUEE, TAG_ID.MARQUEE],
    [TAG_NAMES.MATH, TAG_ID.MATH],
    [TAG_NAMES.MENU, TAG_ID.MENU],
    [TAG_NAMES.META, TAG_ID.META],
    [TAG_NAMES.MGLYPH, TAG_ID.MGLYPH],
    [TAG_NAMES.MI, TAG_ID.MI],
    [TAG_NAMES.MO, TAG_ID.MO],
    [TAG_NAMES.MN, TAG_ID.MN],
    [TAG_NAMES.MS, TAG_ID.MS],
    [TAG_NAMES.MTEXT, TAG_ID.MTEXT],
    [TAG_NAMES.NAV, TAG_ID.NAV],
    [TAG_NAMES.NOBR, TAG_ID.NOBR],
    [TAG_NAMES.NOFRAMES, TAG_ID.NOFRAMES],
    [TAG_NAMES.NOEMBED, TAG_ID.NOEMBED],
    [TAG_NAMES.NOSCRIPT, TAG_ID.NOSCRIPT],
    [TAG_NAMES.OBJECT, TAG_ID.OBJECT],
    [TAG_NAMES.OL, TAG_ID.OL],
    [TAG_NAMES.OPTGROUP, TAG_ID.OPTGROUP],
    [TAG_NAMES.OPTION, TAG_ID.OPTION],
    [TAG_NAMES.P, TAG_ID.P],
    [TAG_NAMES.PARAM, TAG_ID.PARAM],
    [TAG_NAMES.PLAINTEXT, TAG_ID.PLAINTEXT],
    [TAG_NAMES.PRE, TAG_ID.PRE],
    [TAG_NAMES.RB, TAG_ID.RB],
    [TAG_NAMES.RP, TAG_ID.RP],
    [TAG_NAMES.RT, TAG_ID.RT],
    [TAG_NAMES.RTC, TAG_ID.RTC],
    [TAG_NAMES.RUBY, TAG_ID.RUBY],
    [TAG_NAMES.S, TAG_ID.S],
    [TAG_NAMES.SCRIPT, TAG_ID.SCRIPT],
    [TAG_NAMES.SEARCH, TAG_ID.SEARCH],
    [TAG_NAMES.SECTION, TAG_ID.SECTION],
    [TAG_NAMES.SELECT, TAG_ID.SELECT],
    [TAG_NAMES.SOURCE, TAG_ID.SOURCE],
    [TAG_NAMES.SMALL, TAG_ID.SMALL],
    [TAG_NAMES.SPAN, TAG_ID.SPAN],
    [TAG_NAMES.STRIKE, TAG_ID.STRIKE],
    [TAG_NAMES.STRONG, TAG_ID.STRONG],
    [TAG_NAMES.STYLE, TAG_ID.STYLE],
    [TAG_NAMES.SUB, TAG_ID.SUB],
    [TAG_NAMES.SUMMARY, TAG_ID.SUMMARY],
    [TAG_NAMES.SUP, TAG_ID.SUP],
    [TAG_NAMES.TABLE, TAG_ID.TABLE],
    [TAG_NAMES.TBODY, TAG_ID.TBODY],
    [TAG_NAMES.TEMPLATE, TAG_ID.TEMPLATE],
    [TAG_NAMES.TEXTAREA, TAG_ID.TEXTAREA],
    [TAG_NAMES.TFOOT, TAG_ID.TFOOT],
    [TAG_NAMES.TD, TAG_ID.TD],
    [TAG_NAMES.TH, TAG_ID.TH],
    [TAG_NAMES.THEAD, TAG_ID.THEAD],
    [TAG_NAMES.TITLE, TAG_ID.TITLE],
    [TAG_NAMES.TR, TAG_ID.TR],
    [TAG_NAMES.TRACK, TAG_ID.TRACK],
    [TAG_NAMES.TT, TAG_ID.TT],
    [TAG_NAMES.U, TAG_ID.U],
    [TAG_NAMES.UL, TAG_ID.UL],
    [TAG_NAMES.SVG, TAG_ID.SVG],
    [TAG_NAMES.VAR, TAG_ID.VAR],
    [TAG_NAMES.WBR, TAG_ID.WBR],
    [TAG_NAMES.XMP, TAG_ID.XMP],
]);
function getTagID(tagName) {
    var _a;
    return (_a = TAG_NAME_TO_ID.get(tagName)) !== null && _a !== void 0 ? _a : TAG_ID.UNKNOWN;
}
const html_$ = TAG_ID;
const SPECIAL_ELEMENTS = {
    [html_NS.HTML]: new Set([
        html_$.ADDRESS,
        html_$.APPLET,
        html_$.AREA,
        html_$.ARTICLE,
        html_$.ASIDE,
        html_$.BASE,
        html_$.BASEFONT,
        html_$.BGSOUND,
        html_$.BLOCKQUOTE,
        html_$.BODY,
        html_$.BR,
        html_$.BUTTON,
        html_$.CAPTION,
        html_$.CENTER,
        html_$.COL,
        html_$.COLGROUP,
        html_$.DD,
        html_$.DETAILS,
        html_$.DIR,
        html_$.DIV,
        html_$.DL,
        html_$.DT,
        html_$.EMBED,
        html_$.FIELDSET,
        html_$.FIGCAPTION,
        html_$.FIGURE,
        html_$.FOOTER,
        html_$.FORM,
        html_$.FRAME,
        html_$.FRAMESET,
        html_$.H1,
        html_$.H2,
        html_$.H3,
        html_$.H4,
        html_$.H5,
        html_$.H6,
        html_$.HEAD,
        html_$.HEADER,
        html_$.HGROUP,
        html_$.HR,
        html_$.HTML,
        html_$.IFRAME,
        html_$.IMG,
        html_$.INPUT,
        html_$.LI,
        html_$.LINK,
        html_$.LISTING,
        html_$.MAIN,
        html_$.MARQUEE,
        html_$.MENU,
        html_$.META,
        html_$.NAV,
        html_$.NOEMBED,
        html_$.NOFRAMES,
        html_$.NOSCRIPT,
        html_$.OBJECT,
        html_$.OL,
        html_$.P,
        html_$.PARAM,
        html_$.PLAINTEXT,
        html_$.PRE,
        html_$.SCRIPT,
        html_$.SECTION,
        html_$.SELECT,
        html_$.SOURCE,
        html_$.STYLE,
        html_$.SUMMARY,
        html_$.TABLE,
        html_$.TBODY,
        html_$.TD,
        html_$.TEMPLATE,
        html_$.TEXTAREA,
        html_$.TFOOT,
        html_$.TH,
        html_$.THEAD,
        html_$.TITLE,
        html_$.TR,
        html_$.TRACK,
        html_$.UL,
        html_$.WBR,
        html_$.XMP,
    ]),
    [html_NS.MATHML]: new Set([html_$.MI, html_$.MO, html_$.MN, html_$.MS, html_$.MTEXT, html_$.ANNOTATION_XML]),
    [html_NS.SVG]: new Set([html_$.TITLE, html_$.FOREIGN_OBJECT, html_$.DESC]),
    [html_NS.XLINK]: new Set(),
    [html_NS.XML]: new Set(),
    [html_NS.XMLNS]: new Set(),
};
const NUMBERED_HEADERS = new Set([html_$.H1, html_$.H2, html_$.H3, html_$.H4, html_$.H5, html_$.H6]);
const UNESCAPED_TEXT = new Set([
    TAG_NAMES.STYLE,
    TAG_NAMES.SCRIPT,
    TAG_NAMES.XMP,
    TAG_NAMES.IFRAME,
    TAG_NAMES.NOEMBED,
    TAG_NAMES.NOFRAMES,
    TAG_NAMES.PLAINTEXT,
]);
function html_hasUnescapedText(tn, scriptingEnabled) {
    return UNESCAPED_TEXT.has(tn) || (scriptingEnabled && tn === TAG_NAMES.NOSCRIPT);
}

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/tokenizer/index.js






const ATTR_NAME_SET_THRESHOLD = 64;
var State;
(function (State) {
    State[State["DATA"] = 0] = "DATA";
    State[State["RCDATA"] = 1] = "RCDATA";
    State[State["RAWTEXT"] = 2] = "RAWTEXT";
    State[State["SCRIPT_DATA"] = 3] = "SCRIPT_DATA";
    State[State["PLAINTEXT"] = 4] = "PLAINTEXT";
    State[State["TAG_OPEN"] = 5] = "TAG_OPEN";
    State[State["END_TAG_OPEN"] = 6] = "END_TAG_OPEN";
    State[State["TAG_NAME"] = 7] = "TAG_NAME";
    State[State["RCDATA_LESS_THAN_SIGN"] = 8] = "RCDATA_LESS_THAN_SIGN";
    State[State["RCDATA_END_TAG_OPEN"] = 9] = "RCDATA_END_TAG_OPEN";
    State[State["RCDATA_END_TAG_NAME"] = 10] = "RCDATA_END_TAG_NAME";
    State[State["RAWTEXT_LESS_THAN_SIGN"] = 11] = "RAWTEXT_LESS_THAN_SIGN";
    State[State["RAWTEXT_END_TAG_OPEN"] = 12] = "RAWTEXT_END_TAG_OPEN";
    State[State["RAWTEXT_END_TAG_NAME"] = 13] = "RAWTEXT_END_TAG_NAME";
    State[State["SCRIPT_DATA_LESS_THAN_SIGN"] = 14] = "SCRIPT_DATA_LESS_THAN_SIGN";
    State[State["SCRIPT_DATA_END_TAG_OPEN"] = 15] = "SCRIPT_DATA_END_TAG_OPEN";
    State[State["SCRIPT_DATA_END_TAG_NAME"] = 16] = "SCRIPT_DATA_END_TAG_NAME";
    State[State["SCRIPT_DATA_ESCAPE_START"] = 17] = "SCRIPT_DATA_ESCAPE_START";
    State[State["SCRIPT_DATA_ESCAPE_START_DASH"] = 18] = "SCRIPT_DATA_ESCAPE_START_DASH";
    State[State["SCRIPT_DATA_ESCAPED"] = 19] = "SCRIPT_DATA_ESCAPED";
    State[State["SCRIPT_DATA_ESCAPED_DASH"] = 20] = "SCRIPT_DATA_ESCAPED_DASH";
    State[State["SCRIPT_DATA_ESCAPED_DASH_DASH"] = 21] = "SCRIPT_DATA_ESCAPED_DASH_DASH";
    State[State["SCRIPT_DATA_ESCAPED_LESS_THAN_SIGN"] = 22] = "SCRIPT_DATA_ESCAPED_LESS_THAN_SIGN";
    State[State["SCRIPT_DATA_ESCAPED_END_TAG_OPEN"] = 23] = "SCRIPT_DATA_ESCAPED_END_TAG_OPEN";
    State[State["SCRIPT_DATA_ESCAPED_END_TAG_NAME"] = 24] = "SCRIPT_DATA_ESCAPED_END_TAG_NAME";
    State[State["SCRIPT_DATA_DOUBLE_ESCAPE_START"] = 25] = "SCRIPT_DATA_DOUBLE_ESCAPE_START";
    State[State["SCRIPT_DATA_DOUBLE_ESCAPED"] = 26] = "SCRIPT_DATA_DOUBLE_ESCAPED";
    State[State["SCRIPT_DATA_DOUBLE_ESCAPED_DASH"] = 27] = "SCRIPT_DATA_DOUBLE_ESCAPED_DASH";
    State[State["SCRIPT_DATA_DOUBLE_ESCAPED_DASH_DASH"] = 28] = "SCRIPT_DATA_DOUBLE_ESCAPED_DASH_DASH";
    State[State["SCRIPT_DATA_DOUBLE_ESCAPED_LESS_THAN_SIGN"] = 29] = "SCRIPT_DATA_DOUBLE_ESCAPED_LESS_THAN_SIGN";
    State[State["SCRIPT_DATA_DOUBLE_ESCAPE_END"] = 30] = "SCRIPT_DATA_DOUBLE_ESCAPE_END";
    State[State["BEFORE_ATTRIBUTE_NAME"] = 31] = "BEFORE_ATTRIBUTE_NAME";
    State[State["ATTRIBUTE_NAME"] = 32] = "ATTRIBUTE_NAME";
    State[State["AFTER_ATTRIBUTE_NAME"] = 33] = "AFTER_ATTRIBUTE_NAME";
    State[State["BEFORE_ATTRIBUTE_VALUE"] = 34] = "BEFORE_ATTRIBUTE_VALUE";
    State[State["ATTRIBUTE_VALUE_DOUBLE_QUOTED"] = 35] = "ATTRIBUTE_VALUE_DOUBLE_QUOTED";
    State[State["ATTRIBUTE_VALUE_SINGLE_QUOTED"] = 36] = "ATTRIBUTE_VALUE_SINGLE_QUOTED";
    State[State["ATTRIBUTE_VALUE_UNQUOTED"] = 37] = "ATTRIBUTE_VALUE_UNQUOTED";
    State[State["AFTER_ATTRIBUTE_VALUE_QUOTED"] = 38] = "AFTER_ATTRIBUTE_VALUE_QUOTED";
    State[State["SELF_CLOSING_START_TAG"] = 39] = "SELF_CLOSING_START_TAG";
    State[State["BOGUS_COMMENT"] = 40] = "BOGUS_COMMENT";
    State[State["MARKUP_DECLARATION_OPEN"] = 41] = "MARKUP_DECLARATION_OPEN";
    State[State["COMMENT_START"] = 42] = "COMMENT_START";
    State[State["COMMENT_START_DASH"] = 43] = "COMMENT_START_DASH";
    State[State["COMMENT"] = 44] = "COMMENT";
    State[State["COMMENT_LESS_THAN_SIGN"] = 45] = "COMMENT_LESS_THAN_SIGN";
    State[State["COMMENT_LESS_THAN_SIGN_BANG"] = 46] = "COMMENT_LESS_THAN_SIGN_BANG";
    State[State["COMMENT_LESS_THAN_SIGN_BANG_DASH"] = 47] = "COMMENT_LESS_THAN_SIGN_BANG_DASH";
    State[State["COMMENT_LESS_THAN_SIGN_BANG_DASH_DASH"] = 48] = "COMMENT_LESS_THAN_SIGN_BANG_DASH_DASH";
    State[State["COMMENT_END_DASH"] = 49] = "COMMENT_END_DASH";
    State[State["COMMENT_END"] = 50] = "COMMENT_END";
    State[State["COMMENT_END_BANG"] = 51] = "COMMENT_END_BANG";
    State[State["DOCTYPE"] = 52] = "DOCTYPE";
    State[State["BEFORE_DOCTYPE_NAME"] = 53] = "BEFORE_DOCTYPE_NAME";
    State[State["DOCTYPE_NAME"] = 54] = "DOCTYPE_NAME";
    State[State["AFTER_DOCTYPE_NAME"] = 55] = "AFTER_DOCTYPE_NAME";
    State[State["AFTER_DOCTYPE_PUBLIC_KEYWORD"] = 56] = "AFTER_DOCTYPE_PUBLIC_KEYWORD";
    State[State["BEFORE_DOCTYPE_PUBLIC_IDENTIFIER"] = 57] = "BEFORE_DOCTYPE_PUBLIC_IDENTIFIER";
    State[State["DOCTYPE_PUBLIC_IDENTIFIER_DOUBLE_QUOTED"] = 58] = "DOCTYPE_PUBLIC_IDENTIFIER_DOUBLE_QUOTED";
    State[State["DOCTYPE_PUBLIC_IDENTIFIER_SINGLE_QUOTED"] = 59] = "DOCTYPE_PUBLIC_IDENTIFIER_SINGLE_QUOTED";
    State[State["AFTER_DOCTYPE_PUBLIC_IDENTIFIER"] = 60] = "AFTER_DOCTYPE_PUBLIC_IDENTIFIER";
    State[State["BETWEEN_DOCTYPE_PUBLIC_AND_SYSTEM_IDENTIFIERS"] = 61] = "BETWEEN_DOCTYPE_PUBLIC_AND_SYSTEM_IDENTIFIERS";
    State[State["AFTER_DOCTYPE_SYSTEM_KEYWORD"] = 62] = "AFTER_DOCTYPE_SYSTEM_KEYWORD";
    State[State["BEFORE_DOCTYPE_SYSTEM_IDENTIFIER"] = 63] = "BEFORE_DOCTYPE_SYSTEM_IDENTIFIER";
    State[State["DOCTYPE_SYSTEM_IDENTIFIER_DOUBLE_QUOTED"] = 64] = "DOCTYPE_SYSTEM_IDENTIFIER_DOUBLE_QUOTED";
    State[State["DOCTYPE_SYSTEM_IDENTIFIER_SINGLE_QUOTED"] = 65] = "DOCTYPE_SYSTEM_IDENTIFIER_SINGLE_QUOTED";
    State[State["AFTER_DOCTYPE_SYSTEM_IDENTIFIER"] = 66] = "AFTER_DOCTYPE_SYSTEM_IDENTIFIER";
    State[State["BOGUS_DOCTYPE"] = 67] = "BOGUS_DOCTYPE";
    State[State["CDATA_SECTION"] = 68] = "CDATA_SECTION";
    State[State["CDATA_SECTION_BRACKET"] = 69] = "CDATA_SECTION_BRACKET";
    State[State["CDATA_SECTION_END"] = 70] = "CDATA_SECTION_END";
    State[State["CHARACTER_REFERENCE"] = 71] = "CHARACTER_REFERENCE";
    State[State["AMBIGUOUS_AMPERSAND"] = 72] = "AMBIGUOUS_AMPERSAND";
})(State || (State = {}));
const TokenizerMode = {
    DATA: State.DATA,
    RCDATA: State.RCDATA,
    RAWTEXT: State.RAWTEXT,
    SCRIPT_DATA: State.SCRIPT_DATA,
    PLAINTEXT: State.PLAINTEXT,
    CDATA_SECTION: State.CDATA_SECTION,
};
function isAsciiDigit(cp) {
    return cp >= CODE_POINTS.DIGIT_0 && cp <= CODE_POINTS.DIGIT_9;
}
function isAsciiUpper(cp) {
    return cp >= CODE_POINTS.LATIN_CAPITAL_A && cp <= CODE_POINTS.LATIN_CAPITAL_Z;
}
function isAsciiLower(cp) {
    return cp >= CODE_POINTS.LATIN_SMALL_A && cp <= CODE_POINTS.LATIN_SMALL_Z;
}
function isAsciiLetter(cp) {
    return isAsciiLower(cp) || isAsciiUpper(cp);
}
function isAsciiAlphaNumeric(cp) {
    return isAsciiLetter(cp) || isAsciiDigit(cp);
}
function toAsciiLower(cp) {
    return cp + 32;
}
function isWhitespace(cp) {
    return (cp === CODE_POINTS.SPACE || cp === CODE_POINTS.LINE_FEED || cp === CODE_POINTS.TABULATION || cp === CODE_POINTS.FORM_FEED || cp === CODE_POINTS.CARRIAGE_RETURN);
}
function isScriptDataDoubleEscapeSequenceEnd(cp) {
    return isWhitespace(cp) || cp === CODE_POINTS.SOLIDUS || cp === CODE_POINTS.GREATER_THAN_SIGN;
}
function getErrorForNumericCharacterReference(code) {
    if (code === CODE_POINTS.NULL) {
        return ERR.nullCharacterReference;
    }
    else if (code > 1114111) {
        return ERR.characterReferenceOutsideUnicodeRange;
    }
    else if (isSurrogate(code)) {
        return ERR.surrogateCharacterReference;
    }
    else if (isUndefinedCodePoint(code)) {
        return ERR.noncharacterCharacterReference;
    }
    else if (isControlCodePoint(code) || code === CODE_POINTS.CARRIAGE_RETURN) {
        return ERR.controlCharacterReference;
    }
    return null;
}
class Tokenizer {
    constructor(options, handler) {
        this.options = options;
        this.handler = handler;
        this.paused = false;
        this.inLoop = false;
        this.inForeignNode = false;
        this.lastStartTagName = '';
        this.active = false;
        this.state = State.DATA;
        this.returnState = State.DATA;
        this.entityStartPos = 0;
        this.consumedAfterSnapshot = -1;
        this.currentCharacterToken = null;
        this.currentToken = null;
        this.currentAttr = { name: '', value: '' };
        this.currentAttrLocation = null;
        this.currentAttrNames = null;
        this.runStart = 0;
        this.runEnd = 0;
        this.preprocessor = new Preprocessor(handler);
        this.currentLocation = this.getCurrentLocation(-1);
        this.entityDecoder = new HtmlEntityDecoder((cp, consumed) => {
            this.preprocessor.pos = this.entityStartPos + consumed - 1;
            if (!this._isCharacterReferenceInAttribute()) {
                this._ensureCharacterToken(isWhitespace(cp)
                    ? TokenType.WHITESPACE_CHARACTER
                    : cp === CODE_POINTS.NULL
                        ? TokenType.NULL_CHARACTER
                        : TokenType.CHARACTER);
            }
            this._extendRunWith(String.fromCodePoint(cp), 0);
            this.entityStartPos = this.preprocessor.pos - consumed + 1;
        }, handler.onParseError
            ? {
                missingSemicolonAfterCharacterReference: () => {
                    this._err(ERR.missingSemicolonAfterCharacterReference, 1);
                },
                absenceOfDigitsInNumericCharacterReference: (consumed) => {
                    this._err(ERR.absenceOfDigitsInNumericCharacterReference, this.entityStartPos - this.preprocessor.pos + consumed);
                },
                validateNumericCharacterReference: (code) => {
                    const error = getErrorForNumericCharacterReference(code);
                    if (error)
                        this._err(error, 1);
                },
            }
            : undefined);
    }
    _err(code, cpOffset = 0) {
        var _a, _b;
        (_b = (_a = this.handler).onParseError) === null || _b === void 0 ? void 0 : _b.call(_a, this.preprocessor.getError(code, cpOffset));
    }
    getCurrentLocation(offset) {
        if (!this.options.sourceCodeLocationInfo) {
            return null;
        }
        return {
            startLine: this.preprocessor.line,
            startCol: this.preprocessor.col - offset,
            startOffset: this.preprocessor.offset - offset,
            endLine: -1,
            endCol: -1,
            endOffset: -1,
        };
    }
    _runParsingLoop() {
        if (this.inLoop)
            return;
        this.inLoop = true;
        while (this.active && !this.paused) {
            this.consumedAfterSnapshot = 0;
            const cp = this._consume();
            if (!this._ensureHibernation()) {
                this._callState(cp);
            }
        }
        this.inLoop = false;
    }
    flushCharacters() {
        var _a;
        if (this.inLoop) {
            throw new Error('Cannot flush characters from a tokenizer callback');
        }
        const location = (_a = this.currentCharacterToken) === null || _a === void 0 ? void 0 : _a.location;
        let nextLocation = null;
        if (location) {
            nextLocation = this.getCharacterTokenEndLocation(location);
            this.currentLocation = nextLocation;
        }
        this.inLoop = true;
        try {
            this._emitCurrentCharacterToken(nextLocation);
        }
        finally {
            this.inLoop = false;
        }
        this._runParsingLoop();
    }
    getCharacterTokenEndLocation(location) {
        const endOffset = this.getCharacterTokenEndOffset();
        const html = this.preprocessor.html.slice(location.startOffset - this.preprocessor.droppedBufferSize, endOffset - this.preprocessor.droppedBufferSize);
        let line = location.startLine;
        let lastLineBreak = -1;
        for (let i = html.indexOf('\n'); i !== -1; i = html.indexOf('\n', i + 1)) {
            line++;
            lastLineBreak = i;
        }
        for (let i = html.indexOf('\r'); i !== -1; i = html.indexOf('\r', i + 1)) {
            if (html.charCodeAt(i + 1) !== CODE_POINTS.LINE_FEED) {
                line++;
                lastLineBreak = Math.max(lastLineBreak, i);
            }
        }
        return {
            startLine: line,
            startCol: lastLineBreak === -1 ? location.startCol + html.length : html.length - lastLineBreak,
            startOffset: endOffset,
            endLine: -1,
            endCol: -1,
            endOffset: -1,
        };
    }
    getCharacterTokenEndOffset() {
        var _a;
        const end = this.preprocessor.droppedBufferSize + this.preprocessor.pos + 1;
        const tokenLocation = (_a = this.currentToken) === null || _a === void 0 ? void 0 : _a.location;
        switch (this.state) {
            case State.TAG_OPEN:
            case State.RCDATA_LESS_THAN_SIGN:
            case State.RAWTEXT_LESS_THAN_SIGN:
            case State.SCRIPT_DATA_LESS_THAN_SIGN:
            case State.SCRIPT_DATA_ESCAPED_LESS_THAN_SIGN:
            case State.CDATA_SECTION_BRACKET: {
                return end - 1;
            }
            case State.END_TAG_OPEN:
            case State.MARKUP_DECLARATION_OPEN:
            case State.RCDATA_END_TAG_OPEN:
            case State.RCDATA_END_TAG_NAME:
            case State.RAWTEXT_END_TAG_OPEN:
            case State.RAWTEXT_END_TAG_NAME:
            case State.SCRIPT_DATA_END_TAG_OPEN:
            case State.SCRIPT_DATA_END_TAG_NAME:
            case State.SCRIPT_DATA_ESCAPED_END_TAG_OPEN:
            case State.SCRIPT_DATA_ESCAPED_END_TAG_NAME:
            case State.CDATA_SECTION_END: {
                return end - 2;
            }
            case State.CHARACTER_REFERENCE: {
                return this._isCharacterReferenceInAttribute() && tokenLocation
                    ? tokenLocation.startOffset
                    : this.preprocessor.droppedBufferSize + this.entityStartPos;
            }
            case State.DOCTYPE:
            case State.BEFORE_DOCTYPE_NAME: {
                return this.currentLocation.startOffset;
            }
            default: {
                if (tokenLocation &&
                    (this.state === State.TAG_NAME ||
                        (this.state >= State.BEFORE_ATTRIBUTE_NAME && this.state <= State.BOGUS_COMMENT) ||
                        (this.state >= State.COMMENT_START && this.state <= State.BOGUS_DOCTYPE))) {
                    return tokenLocation.startOffset;
                }
                return end;
            }
        }
    }
    pause() {
        this.paused = true;
    }
    resume(writeCallback) {
        if (!this.paused) {
            throw new Error('Parser was already resumed');
        }
        this.paused = false;
        if (this.inLoop)
            return;
        this._runParsingLoop();
        if (!this.paused) {
            writeCallback === null || writeCallback === void 0 ? void 0 : writeCallback();
        }
    }
    write(chunk, isLastChunk, writeCallback) {
        this.active = true;
        this.preprocessor.write(chunk, isLastChunk);
        this._runParsingLoop();
        if (!this.paused) {
            writeCallback === null || writeCallback === void 0 ? void 0 : writeCallback();
        }
    }
    insertHtmlAtCurrentPos(chunk) {
        this.active = true;
        this.preprocessor.insertHtmlAtCurrentPos(chunk);
        this._runParsingLoop();
    }
    flushCurrentCharacterToken() {
        if (this.paused ||
            this.active ||
            !this.currentCharacterToken ||
            this.currentToken ||
            this.state === State.DOCTYPE ||
            this.state === State.BEFORE_DOCTYPE_NAME ||
            !this.preprocessor.willDropParsedChunk()) {
            return;
        }
        const pending = this.preprocessor.droppedBufferSize + this.preprocessor.pos + 1 - this.getCharacterTokenEndOffset();
        this.preprocessor.advance();
        this.currentLocation = this.getCurrentLocation(pending);
        this.preprocessor.retreat(1);
        this._emitCurrentCharacterToken(this.currentLocation);
        this._createCharacterToken(TokenType.CHARACTER);
        this.preprocessor.dropParsedChunk(Math.max(pending - 1, 0));
        this.entityStartPos = this.preprocessor.pos + 1 - pending;
    }
    _ensureHibernation() {
        if (this.preprocessor.endOfChunkHit) {
            this.preprocessor.retreat(this.consumedAfterSnapshot);
            this.consumedAfterSnapshot = 0;
            this.active = false;
            return true;
        }
        return false;
    }
    _consume() {
        this.consumedAfterSnapshot++;
        return this.preprocessor.advance();
    }
    _advanceBy(count) {
        this.consumedAfterSnapshot += count;
        for (let i = 0; i < count; i++) {
            this.preprocessor.advance();
        }
    }
    _consumeSequenceIfMatch(pattern, caseSensitive) {
        if (this.preprocessor.startsWith(pattern, caseSensitive)) {
            this._advanceBy(pattern.length - 1);
            return true;
        }
        return false;
    }
    _createStartTagToken() {
        this._flushRun('');
        this.currentToken = {
            type: TokenType.START_TAG,
            tagName: '',
            tagID: TAG_ID.UNKNOWN,
            selfClosing: false,
            ackSelfClosing: false,
            attrs: [],
            location: this.getCurrentLocation(1),
        };
    }
    _createEndTagToken() {
        this._flushRun('');
        this.currentToken = {
            type: TokenType.END_TAG,
            tagName: '',
            tagID: TAG_ID.UNKNOWN,
            selfClosing: false,
            ackSelfClosing: false,
            attrs: [],
            location: this.getCurrentLocation(2),
        };
    }
    _createCommentToken(offset) {
        this._flushRun('');
        this.currentToken = {
            type: TokenType.COMMENT,
            data: '',
            location: this.getCurrentLocation(offset),
        };
    }
    _createDoctypeToken(initialName) {
        this._flushRun('');
        this.currentToken = {
            type: TokenType.DOCTYPE,
            name: initialName,
            forceQuirks: false,
            publicId: null,
            systemId: null,
            location: this.currentLocation,
        };
    }
    _createCharacterToken(type) {
        if (this.currentLocation) {
            const start = this.currentLocation.startOffset - this.preprocessor.droppedBufferSize;
            if (this.preprocessor.html[start] === '\n' && this.preprocessor.html[start - 1] === '\r') {
                this.currentLocation.startOffset++;
            }
        }
        this.currentCharacterToken = {
            type,
            chars: '',
            location: this.currentLocation,
        };
    }
    _createAttr(attrNameFirstCh) {
        this._flushRun('');
        this.currentAttr = {
            name: attrNameFirstCh,
            value: '',
        };
        this.currentAttrLocation = this.getCurrentLocation(0);
    }
    _leaveAttrName() {
        var _a;
        var _b;
        const token = this.currentToken;
        const { name } = this.currentAttr;
        const names = this.currentAttrNames;
        let duplicate;
        if (names === null) {
            duplicate = getTokenAttr(token, name) !== null;
            if (!duplicate && token.attrs.length === ATTR_NAME_SET_THRESHOLD) {
                this.currentAttrNames = new Set(token.attrs.map((attr) => attr.name)).add(name);
            }
        }
        else {
            duplicate = names.has(name);
            if (!duplicate)
                names.add(name);
        }
        if (duplicate) {
            this._err(ERR.duplicateAttribute);
        }
        else {
            token.attrs.push(this.currentAttr);
            if (token.location && this.currentAttrLocation) {
                const attrLocations = ((_a = (_b = token.location).attrs) !== null && _a !== void 0 ? _a : (_b.attrs = Object.create(null)));
                attrLocations[this.currentAttr.name] = this.currentAttrLocation;
                this._leaveAttrValue();
            }
        }
    }
    _leaveAttrValue() {
        if (this.currentAttrLocation) {
            this.currentAttrLocation.endLine = this.preprocessor.line;
            this.currentAttrLocation.endCol = this.preprocessor.col;
            this.currentAttrLocation.endOffset = this.preprocessor.offset;
        }
    }
    _flushRun(text) {
        if (this.runEnd === this.runStart && text.length === 0) {
            return;
        }
        const slice = this.preprocessor.html.slice(this.runStart, this.runEnd);
        const run = (slice.length < 13 ? slice : ` ${slice}`.slice(1)) + text;
        const token = this.currentToken;
        this.runStart = this.runEnd;
        if (token === null) {
            this.currentCharacterToken.chars += run;
        }
        else if (token.type === TokenType.COMMENT) {
            token.data += run;
        }
        else {
            this.currentAttr.value += run;
        }
    }
    _extendRun(cp) {
        const { preprocessor } = this;
        if (cp === CODE_POINTS.LINE_FEED && preprocessor.html.charCodeAt(preprocessor.pos) !== CODE_POINTS.LINE_FEED) {
            this._flushRun('\n');
            this.runStart = preprocessor.pos + 1;
        }
        else {
            const start = preprocessor.pos - Number(cp > 65535);
            if (start !== this.runEnd) {
                this._flushRun('');
                this.runStart = start;
            }
        }
        this.runEnd = preprocessor.pos + 1;
    }
    _extendRunWith(text, cpOffset) {
        const { preprocessor } = this;
        const start = preprocessor.codePointStart + 1 + cpOffset - text.length;
        if (start >= 0 && preprocessor.html.startsWith(text, start)) {
            if (start !== this.runEnd) {
                this._flushRun('');
                this.runStart = start;
            }
        }
        else {
            this._flushRun(text);
            this.runStart = start + text.length;
        }
        this.runEnd = start + text.length;
    }
    prepareToken(ct) {
        this._emitCurrentCharacterToken(ct.location);
        this.currentToken = null;
        if (ct.location) {
            ct.location.endLine = this.preprocessor.line;
            ct.location.endCol = this.preprocessor.col + 1;
            ct.location.endOffset = this.preprocessor.offset + 1;
        }
        this.currentLocation = this.getCurrentLocation(-1);
    }
    emitCurrentTagToken() {
        const ct = this.currentToken;
        this.currentAttrNames = null;
        this.prepareToken(ct);
        ct.tagID = getTagID(ct.tagName);
        if (ct.type === TokenType.START_TAG) {
            this.lastStartTagName = ct.tagName;
            this.handler.onStartTag(ct);
        }
        else {
            if (ct.attrs.length > 0) {
                this._err(ERR.endTagWithAttributes);
            }
            if (ct.selfClosing) {
                this._err(ERR.endTagWithTrailingSolidus);
            }
            this.handler.onEndTag(ct);
        }
        this.preprocessor.dropParsedChunk();
    }
    emitCurrentComment(ct) {
        this.prepareToken(ct);
        this.handler.onComment(ct);
        this.preprocessor.dropParsedChunk();
    }
    emitCurrentDoctype(ct) {
        this.prepareToken(ct);
        this.handler.onDoctype(ct);
        this.preprocessor.dropParsedChunk();
    }
    _emitCurrentCharacterToken(nextLocation) {
        this._flushRun('');
        if (this.currentCharacterToken) {
            if (nextLocation && this.currentCharacterToken.location) {
                this.currentCharacterToken.location.endLine = nextLocation.startLine;
                this.currentCharacterToken.location.endCol = nextLocation.startCol;
                this.currentCharacterToken.location.endOffset = nextLocation.startOffset;
            }
            switch (this.currentCharacterToken.type) {
                case TokenType.CHARACTER: {
                    this.handler.onCharacter(this.currentCharacterToken);
                    break;
                }
                case TokenType.NULL_CHARACTER: {
                    this.handler.onNullCharacter(this.currentCharacterToken);
                    break;
                }
                case TokenType.WHITESPACE_CHARACTER: {
                    this.handler.onWhitespaceCharacter(this.currentCharacterToken);
                    break;
                }
            }
            this.currentCharacterToken = null;
        }
    }
    _emitEOFToken() {
        var _a, _b;
        const location = this.getCurrentLocation(0);
        if (location) {
            location.endLine = location.startLine;
            location.endCol = location.startCol;
            location.endOffset = location.startOffset;
        }
        this._emitCurrentCharacterToken((_b = (_a = this.currentToken) === null || _a === void 0 ? void 0 : _a.location) !== null && _b !== void 0 ? _b : location);
        this.handler.onEof({ type: TokenType.EOF, location });
        this.active = false;
    }
    _ensureCharacterToken(type) {
        if (this.currentCharacterToken) {
            if (this.currentCharacterToken.type === type) {
                return;
            }
            this.currentLocation = this.getCurrentLocation(0);
            this._emitCurrentCharacterToken(this.currentLocation);
            this.preprocessor.dropParsedChunk();
        }
        this._createCharacterToken(type);
    }
    _emitCodePoint(cp) {
        const type = isWhitespace(cp)
            ? TokenType.WHITESPACE_CHARACTER
            : cp === CODE_POINTS.NULL
                ? TokenType.NULL_CHARACTER
                : TokenType.CHARACTER;
        const token = this.currentCharacterToken;
        if (token === null || token.type !== type) {
            this._ensureCharacterToken(type);
        }
        this._extendRun(cp);
    }
    _emitChars(ch, cpOffset = 0) {
        if (this.options.sourceCodeLocationInfo &&
            cpOffset !== 0 &&
            this.currentCharacterToken &&
            this.currentCharacterToken.type !== TokenType.CHARACTER) {
            this.currentLocation = this.getCurrentLocation(ch.length - 1 - cpOffset);
            this._emitCurrentCharacterToken(this.currentLocation);
            this._createCharacterToken(TokenType.CHARACTER);
        }
        else {
            this._ensureCharacterToken(TokenType.CHARACTER);
        }
        this._extendRunWith(ch, cpOffset);
    }
    _startCharacterReference() {
        this.returnState = this.state;
        this.state = State.CHARACTER_REFERENCE;
        this.entityStartPos = this.preprocessor.pos;
        this.entityDecoder.startEntity(this._isCharacterReferenceInAttribute() ? DecodingMode.Attribute : DecodingMode.Legacy);
    }
    _isCharacterReferenceInAttribute() {
        return (this.returnState === State.ATTRIBUTE_VALUE_DOUBLE_QUOTED ||
            this.returnState === State.ATTRIBUTE_VALUE_SINGLE_QUOTED ||
            this.returnState === State.ATTRIBUTE_VALUE_UNQUOTED);
    }
    _flushCodePointConsumedAsCharacterReference(cp) {
        if (this._isCharacterReferenceInAttribute()) {
            this._extendRun(cp);
        }
        else {
            this._emitCodePoint(cp);
        }
    }
    _callState(cp) {
        switch (this.state) {
            case State.DATA: {
                this._stateData(cp);
                break;
            }
            case State.RCDATA: {
                this._stateRcdata(cp);
                break;
            }
            case State.RAWTEXT: {
                this._stateRawtext(cp);
                break;
            }
            case State.SCRIPT_DATA: {
                this._stateScriptData(cp);
                break;
            }
            case State.PLAINTEXT: {
                this._statePlaintext(cp);
                break;
            }
            case State.TAG_OPEN: {
                this._stateTagOpen(cp);
                break;
            }
            case State.END_TAG_OPEN: {
                this._stateEndTagOpen(cp);
                break;
            }
            case State.TAG_NAME: {
                this._stateTagName(cp);
                break;
            }
            case State.RCDATA_LESS_THAN_SIGN: {
                this._stateRcdataLessThanSign(cp);
                break;
            }
            case State.RCDATA_END_TAG_OPEN: {
                this._stateRcdataEndTagOpen(cp);
                break;
            }
            case State.RCDATA_END_TAG_NAME: {
                this._stateRcdataEndTagName(cp);
                break;
            }
            case State.RAWTEXT_LESS_THAN_SIGN: {
                this._stateRawtextLessThanSign(cp);
                break;
            }
            case State.RAWTEXT_END_TAG_OPEN: {
                this._stateRawtextEndTagOpen(cp);
                break;
            }
            case State.RAWTEXT_END_TAG_NAME: {
                this._stateRawtextEndTagName(cp);
                break;
            }
            case State.SCRIPT_DATA_LESS_THAN_SIGN: {
                this._stateScriptDataLessThanSign(cp);
                break;
            }
            case State.SCRIPT_DATA_END_TAG_OPEN: {
                this._stateScriptDataEndTagOpen(cp);
                break;
            }
            case State.SCRIPT_DATA_END_TAG_NAME: {
                this._stateScriptDataEndTagName(cp);
                break;
            }
            case State.SCRIPT_DATA_ESCAPE_START: {
                this._stateScriptDataEscapeStart(cp);
                break;
            }
            case State.SCRIPT_DATA_ESCAPE_START_DASH: {
                this._stateScriptDataEscapeStartDash(cp);
                break;
            }
            case State.SCRIPT_DATA_ESCAPED: {
                this._stateScriptDataEscaped(cp);
                break;
            }
            case State.SCRIPT_DATA_ESCAPED_DASH: {
                this._stateScriptDataEscapedDash(cp);
                break;
            }
            case State.SCRIPT_DATA_ESCAPED_DASH_DASH: {
                this._stateScriptDataEscapedDashDash(cp);
                break;
            }
            case State.SCRIPT_DATA_ESCAPED_LESS_THAN_SIGN: {
                this._stateScriptDataEscapedLessThanSign(cp);
                break;
            }
            case State.SCRIPT_DATA_ESCAPED_END_TAG_OPEN: {
                this._stateScriptDataEscapedEndTagOpen(cp);
                break;
            }
            case State.SCRIPT_DATA_ESCAPED_END_TAG_NAME: {
                this._stateScriptDataEscapedEndTagName(cp);
                break;
            }
            case State.SCRIPT_DATA_DOUBLE_ESCAPE_START: {
                this._stateScriptDataDoubleEscapeStart(cp);
                break;
            }
            case State.SCRIPT_DATA_DOUBLE_ESCAPED: {
                this._stateScriptDataDoubleEscaped(cp);
                break;
            }
            case State.SCRIPT_DATA_DOUBLE_ESCAPED_DASH: {
                this._stateScriptDataDoubleEscapedDash(cp);
                break;
            }
            case State.SCRIPT_DATA_DOUBLE_ESCAPED_DASH_DASH: {
                this._stateScriptDataDoubleEscapedDashDash(cp);
                break;
            }
            case State.SCRIPT_DATA_DOUBLE_ESCAPED_LESS_THAN_SIGN: {
                this._stateScriptDataDoubleEscapedLessThanSign(cp);
                break;
            }
            case State.SCRIPT_DATA_DOUBLE_ESCAPE_END: {
                this._stateScriptDataDoubleEscapeEnd(cp);
                break;
            }
            case State.BEFORE_ATTRIBUTE_NAME: {
                this._stateBeforeAttributeName(cp);
                break;
            }
            case State.ATTRIBUTE_NAME: {
                this._stateAttributeName(cp);
                break;
            }
            case State.AFTER_ATTRIBUTE_NAME: {
                this._stateAfterAttributeName(cp);
                break;
            }
            case State.BEFORE_ATTRIBUTE_VALUE: {
                this._stateBeforeAttributeValue(cp);
                break;
            }
            case State.ATTRIBUTE_VALUE_DOUBLE_QUOTED: {
                this._stateAttributeValueDoubleQuoted(cp);
                break;
            }
            case State.ATTRIBUTE_VALUE_SINGLE_QUOTED: {
                this._stateAttributeValueSingleQuoted(cp);
                break;
            }
            case State.ATTRIBUTE_VALUE_UNQUOTED: {
                this._stateAttributeValueUnquoted(cp);
                break;
            }
            case State.AFTER_ATTRIBUTE_VALUE_QUOTED: {
                this._stateAfterAttributeValueQuoted(cp);
                break;
            }
            case State.SELF_CLOSING_START_TAG: {
                this._stateSelfClosingStartTag(cp);
                break;
            }
            case State.BOGUS_COMMENT: {
                this._stateBogusComment(cp);
                break;
            }
            case State.MARKUP_DECLARATION_OPEN: {
                this._stateMarkupDeclarationOpen(cp);
                break;
            }
            case State.COMMENT_START: {
                this._stateCommentStart(cp);
                break;
            }
            case State.COMMENT_START_DASH: {
                this._stateCommentStartDash(cp);
                break;
            }
            case State.COMMENT: {
                this._stateComment(cp);
                break;
            }
            case State.COMMENT_LESS_THAN_SIGN: {
                this._stateCommentLessThanSign(cp);
                break;
            }
            case State.COMMENT_LESS_THAN_SIGN_BANG: {
                this._stateCommentLessThanSignBang(cp);
                break;
            }
            case State.COMMENT_LESS_THAN_SIGN_BANG_DASH: {
                this._stateCommentLessThanSignBangDash(cp);
                break;
            }
            case State.COMMENT_LESS_THAN_SIGN_BANG_DASH_DASH: {
                this._stateCommentLessThanSignBangDashDash(cp);
                break;
            }
            case State.COMMENT_END_DASH: {
                this._stateCommentEndDash(cp);
                break;
            }
            case State.COMMENT_END: {
                this._stateCommentEnd(cp);
                break;
            }
            case State.COMMENT_END_BANG: {
                this._stateCommentEndBang(cp);
                break;
            }
            case State.DOCTYPE: {
                this._stateDoctype(cp);
                break;
            }
            case State.BEFORE_DOCTYPE_NAME: {
                this._stateBeforeDoctypeName(cp);
                break;
            }
            case State.DOCTYPE_NAME: {
                this._stateDoctypeName(cp);
                break;
            }
            case State.AFTER_DOCTYPE_NAME: {
                this._stateAfterDoctypeName(cp);
                break;
            }
            case State.AFTER_DOCTYPE_PUBLIC_KEYWORD: {
                this._stateAfterDoctypePublicKeyword(cp);
                break;
            }
            case State.BEFORE_DOCTYPE_PUBLIC_IDENTIFIER: {
                this._stateBeforeDoctypePublicIdentifier(cp);
                break;
            }
            case State.DOCTYPE_PUBLIC_IDENTIFIER_DOUBLE_QUOTED: {
                this._stateDoctypePublicIdentifierDoubleQuoted(cp);
                break;
            }
            case State.DOCTYPE_PUBLIC_IDENTIFIER_SINGLE_QUOTED: {
                this._stateDoctypePublicIdentifierSingleQuoted(cp);
                break;
            }
            case State.AFTER_DOCTYPE_PUBLIC_IDENTIFIER: {
                this._stateAfterDoctypePublicIdentifier(cp);
                break;
            }
            case State.BETWEEN_DOCTYPE_PUBLIC_AND_SYSTEM_IDENTIFIERS: {
                this._stateBetweenDoctypePublicAndSystemIdentifiers(cp);
                break;
            }
            case State.AFTER_DOCTYPE_SYSTEM_KEYWORD: {
                this._stateAfterDoctypeSystemKeyword(cp);
                break;
            }
            case State.BEFORE_DOCTYPE_SYSTEM_IDENTIFIER: {
                this._stateBeforeDoctypeSystemIdentifier(cp);
                break;
            }
            case State.DOCTYPE_SYSTEM_IDENTIFIER_DOUBLE_QUOTED: {
                this._stateDoctypeSystemIdentifierDoubleQuoted(cp);
                break;
            }
            case State.DOCTYPE_SYSTEM_IDENTIFIER_SINGLE_QUOTED: {
                this._stateDoctypeSystemIdentifierSingleQuoted(cp);
                break;
            }
            case State.AFTER_DOCTYPE_SYSTEM_IDENTIFIER: {
                this._stateAfterDoctypeSystemIdentifier(cp);
                break;
            }
            case State.BOGUS_DOCTYPE: {
                this._stateBogusDoctype(cp);
                break;
            }
            case State.CDATA_SECTION: {
                this._stateCdataSection(cp);
                break;
            }
            case State.CDATA_SECTION_BRACKET: {
                this._stateCdataSectionBracket(cp);
                break;
            }
            case State.CDATA_SECTION_END: {
                this._stateCdataSectionEnd(cp);
                break;
            }
            case State.CHARACTER_REFERENCE: {
                this._stateCharacterReference();
                break;
            }
            case State.AMBIGUOUS_AMPERSAND: {
                this._stateAmbiguousAmpersand(cp);
                break;
            }
            default: {
                throw new Error('Unknown state');
            }
        }
    }
    _stateData(cp) {
        switch (cp) {
            case CODE_POINTS.LESS_THAN_SIGN: {
                this.state = State.TAG_OPEN;
                break;
            }
            case CODE_POINTS.AMPERSAND: {
                this._startCharacterReference();
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this._emitCodePoint(cp);
                break;
            }
            case CODE_POINTS.EOF: {
                this._emitEOFToken();
                break;
            }
            default: {
                this._emitCodePoint(cp);
            }
        }
    }
    _stateRcdata(cp) {
        switch (cp) {
            case CODE_POINTS.AMPERSAND: {
                this._startCharacterReference();
                break;
            }
            case CODE_POINTS.LESS_THAN_SIGN: {
                this.state = State.RCDATA_LESS_THAN_SIGN;
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this._emitChars(REPLACEMENT_CHARACTER);
                break;
            }
            case CODE_POINTS.EOF: {
                this._emitEOFToken();
                break;
            }
            default: {
                this._emitCodePoint(cp);
            }
        }
    }
    _stateRawtext(cp) {
        switch (cp) {
            case CODE_POINTS.LESS_THAN_SIGN: {
                this.state = State.RAWTEXT_LESS_THAN_SIGN;
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this._emitChars(REPLACEMENT_CHARACTER);
                break;
            }
            case CODE_POINTS.EOF: {
                this._emitEOFToken();
                break;
            }
            default: {
                this._emitCodePoint(cp);
            }
        }
    }
    _stateScriptData(cp) {
        switch (cp) {
            case CODE_POINTS.LESS_THAN_SIGN: {
                this.state = State.SCRIPT_DATA_LESS_THAN_SIGN;
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this._emitChars(REPLACEMENT_CHARACTER);
                break;
            }
            case CODE_POINTS.EOF: {
                this._emitEOFToken();
                break;
            }
            default: {
                this._emitCodePoint(cp);
            }
        }
    }
    _statePlaintext(cp) {
        switch (cp) {
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this._emitChars(REPLACEMENT_CHARACTER);
                break;
            }
            case CODE_POINTS.EOF: {
                this._emitEOFToken();
                break;
            }
            default: {
                this._emitCodePoint(cp);
            }
        }
    }
    _stateTagOpen(cp) {
        if (isAsciiLetter(cp)) {
            this._createStartTagToken();
            this.state = State.TAG_NAME;
            this._stateTagName(cp);
        }
        else
            switch (cp) {
                case CODE_POINTS.EXCLAMATION_MARK: {
                    this.state = State.MARKUP_DECLARATION_OPEN;
                    break;
                }
                case CODE_POINTS.SOLIDUS: {
                    this.state = State.END_TAG_OPEN;
                    break;
                }
                case CODE_POINTS.QUESTION_MARK: {
                    this._err(ERR.unexpectedQuestionMarkInsteadOfTagName);
                    this._createCommentToken(1);
                    this.state = State.BOGUS_COMMENT;
                    this._stateBogusComment(cp);
                    break;
                }
                case CODE_POINTS.EOF: {
                    this._err(ERR.eofBeforeTagName);
                    this._emitChars('<', -1);
                    this._emitEOFToken();
                    break;
                }
                default: {
                    this._err(ERR.invalidFirstCharacterOfTagName);
                    this._emitChars('<', -1);
                    this.state = State.DATA;
                    this._stateData(cp);
                }
            }
    }
    _stateEndTagOpen(cp) {
        if (isAsciiLetter(cp)) {
            this._createEndTagToken();
            this.state = State.TAG_NAME;
            this._stateTagName(cp);
        }
        else
            switch (cp) {
                case CODE_POINTS.GREATER_THAN_SIGN: {
                    this._err(ERR.missingEndTagName);
                    this.state = State.DATA;
                    break;
                }
                case CODE_POINTS.EOF: {
                    this._err(ERR.eofBeforeTagName);
                    this._emitChars('</', -1);
                    this._emitEOFToken();
                    break;
                }
                default: {
                    this._err(ERR.invalidFirstCharacterOfTagName);
                    this._createCommentToken(2);
                    this.state = State.BOGUS_COMMENT;
                    this._stateBogusComment(cp);
                }
            }
    }
    _stateTagName(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                this.state = State.BEFORE_ATTRIBUTE_NAME;
                break;
            }
            case CODE_POINTS.SOLIDUS: {
                this.state = State.SELF_CLOSING_START_TAG;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.state = State.DATA;
                this.emitCurrentTagToken();
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                token.tagName += REPLACEMENT_CHARACTER;
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInTag);
                this._emitEOFToken();
                break;
            }
            default: {
                token.tagName += String.fromCodePoint(isAsciiUpper(cp) ? toAsciiLower(cp) : cp);
            }
        }
    }
    _stateRcdataLessThanSign(cp) {
        if (cp === CODE_POINTS.SOLIDUS) {
            this.state = State.RCDATA_END_TAG_OPEN;
        }
        else {
            this._emitChars('<', -1);
            this.state = State.RCDATA;
            this._stateRcdata(cp);
        }
    }
    _stateRcdataEndTagOpen(cp) {
        if (isAsciiLetter(cp)) {
            this.state = State.RCDATA_END_TAG_NAME;
            this._stateRcdataEndTagName(cp);
        }
        else {
            this._emitChars('</', -1);
            this.state = State.RCDATA;
            this._stateRcdata(cp);
        }
    }
    handleSpecialEndTag(_cp) {
        if (!this.preprocessor.startsWith(this.lastStartTagName, false)) {
            return !this._ensureHibernation();
        }
        this._createEndTagToken();
        const token = this.currentToken;
        token.tagName = this.lastStartTagName;
        const cp = this.preprocessor.peek(this.lastStartTagName.length);
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                this._advanceBy(this.lastStartTagName.length);
                this.state = State.BEFORE_ATTRIBUTE_NAME;
                return false;
            }
            case CODE_POINTS.SOLIDUS: {
                this._advanceBy(this.lastStartTagName.length);
                this.state = State.SELF_CLOSING_START_TAG;
                return false;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._advanceBy(this.lastStartTagName.length);
                this.emitCurrentTagToken();
                this.state = State.DATA;
                return false;
            }
            default: {
                this.currentToken = null;
                return !this._ensureHibernation();
            }
        }
    }
    _stateRcdataEndTagName(cp) {
        if (this.handleSpecialEndTag(cp)) {
            this._emitChars('</', -1);
            this.state = State.RCDATA;
            this._stateRcdata(cp);
        }
    }
    _stateRawtextLessThanSign(cp) {
        if (cp === CODE_POINTS.SOLIDUS) {
            this.state = State.RAWTEXT_END_TAG_OPEN;
        }
        else {
            this._emitChars('<', -1);
            this.state = State.RAWTEXT;
            this._stateRawtext(cp);
        }
    }
    _stateRawtextEndTagOpen(cp) {
        if (isAsciiLetter(cp)) {
            this.state = State.RAWTEXT_END_TAG_NAME;
            this._stateRawtextEndTagName(cp);
        }
        else {
            this._emitChars('</', -1);
            this.state = State.RAWTEXT;
            this._stateRawtext(cp);
        }
    }
    _stateRawtextEndTagName(cp) {
        if (this.handleSpecialEndTag(cp)) {
            this._emitChars('</', -1);
            this.state = State.RAWTEXT;
            this._stateRawtext(cp);
        }
    }
    _stateScriptDataLessThanSign(cp) {
        switch (cp) {
            case CODE_POINTS.SOLIDUS: {
                this.state = State.SCRIPT_DATA_END_TAG_OPEN;
                break;
            }
            case CODE_POINTS.EXCLAMATION_MARK: {
                this.state = State.SCRIPT_DATA_ESCAPE_START;
                this._emitChars('<!');
                break;
            }
            default: {
                this._emitChars('<', -1);
                this.state = State.SCRIPT_DATA;
                this._stateScriptData(cp);
            }
        }
    }
    _stateScriptDataEndTagOpen(cp) {
        if (isAsciiLetter(cp)) {
            this.state = State.SCRIPT_DATA_END_TAG_NAME;
            this._stateScriptDataEndTagName(cp);
        }
        else {
            this._emitChars('</', -1);
            this.state = State.SCRIPT_DATA;
            this._stateScriptData(cp);
        }
    }
    _stateScriptDataEndTagName(cp) {
        if (this.handleSpecialEndTag(cp)) {
            this._emitChars('</', -1);
            this.state = State.SCRIPT_DATA;
            this._stateScriptData(cp);
        }
    }
    _stateScriptDataEscapeStart(cp) {
        if (cp === CODE_POINTS.HYPHEN_MINUS) {
            this.state = State.SCRIPT_DATA_ESCAPE_START_DASH;
            this._emitChars('-');
        }
        else {
            this.state = State.SCRIPT_DATA;
            this._stateScriptData(cp);
        }
    }
    _stateScriptDataEscapeStartDash(cp) {
        if (cp === CODE_POINTS.HYPHEN_MINUS) {
            this.state = State.SCRIPT_DATA_ESCAPED_DASH_DASH;
            this._emitChars('-');
        }
        else {
            this.state = State.SCRIPT_DATA;
            this._stateScriptData(cp);
        }
    }
    _stateScriptDataEscaped(cp) {
        switch (cp) {
            case CODE_POINTS.HYPHEN_MINUS: {
                this.state = State.SCRIPT_DATA_ESCAPED_DASH;
                this._emitChars('-');
                break;
            }
            case CODE_POINTS.LESS_THAN_SIGN: {
                this.state = State.SCRIPT_DATA_ESCAPED_LESS_THAN_SIGN;
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this._emitChars(REPLACEMENT_CHARACTER);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInScriptHtmlCommentLikeText);
                this._emitEOFToken();
                break;
            }
            default: {
                this._emitCodePoint(cp);
            }
        }
    }
    _stateScriptDataEscapedDash(cp) {
        switch (cp) {
            case CODE_POINTS.HYPHEN_MINUS: {
                this.state = State.SCRIPT_DATA_ESCAPED_DASH_DASH;
                this._emitChars('-');
                break;
            }
            case CODE_POINTS.LESS_THAN_SIGN: {
                this.state = State.SCRIPT_DATA_ESCAPED_LESS_THAN_SIGN;
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this.state = State.SCRIPT_DATA_ESCAPED;
                this._emitChars(REPLACEMENT_CHARACTER);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInScriptHtmlCommentLikeText);
                this._emitEOFToken();
                break;
            }
            default: {
                this.state = State.SCRIPT_DATA_ESCAPED;
                this._emitCodePoint(cp);
            }
        }
    }
    _stateScriptDataEscapedDashDash(cp) {
        switch (cp) {
            case CODE_POINTS.HYPHEN_MINUS: {
                this._emitChars('-');
                break;
            }
            case CODE_POINTS.LESS_THAN_SIGN: {
                this.state = State.SCRIPT_DATA_ESCAPED_LESS_THAN_SIGN;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.state = State.SCRIPT_DATA;
                this._emitChars('>');
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this.state = State.SCRIPT_DATA_ESCAPED;
                this._emitChars(REPLACEMENT_CHARACTER);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInScriptHtmlCommentLikeText);
                this._emitEOFToken();
                break;
            }
            default: {
                this.state = State.SCRIPT_DATA_ESCAPED;
                this._emitCodePoint(cp);
            }
        }
    }
    _stateScriptDataEscapedLessThanSign(cp) {
        if (cp === CODE_POINTS.SOLIDUS) {
            this.state = State.SCRIPT_DATA_ESCAPED_END_TAG_OPEN;
        }
        else if (isAsciiLetter(cp)) {
            this._emitChars('<', -1);
            this.state = State.SCRIPT_DATA_DOUBLE_ESCAPE_START;
            this._stateScriptDataDoubleEscapeStart(cp);
        }
        else {
            this._emitChars('<', -1);
            this.state = State.SCRIPT_DATA_ESCAPED;
            this._stateScriptDataEscaped(cp);
        }
    }
    _stateScriptDataEscapedEndTagOpen(cp) {
        if (isAsciiLetter(cp)) {
            this.state = State.SCRIPT_DATA_ESCAPED_END_TAG_NAME;
            this._stateScriptDataEscapedEndTagName(cp);
        }
        else {
            this._emitChars('</', -1);
            this.state = State.SCRIPT_DATA_ESCAPED;
            this._stateScriptDataEscaped(cp);
        }
    }
    _stateScriptDataEscapedEndTagName(cp) {
        if (this.handleSpecialEndTag(cp)) {
            this._emitChars('</', -1);
            this.state = State.SCRIPT_DATA_ESCAPED;
            this._stateScriptDataEscaped(cp);
        }
    }
    _stateScriptDataDoubleEscapeStart(cp) {
        if (this.preprocessor.startsWith(SEQUENCES.SCRIPT, false) &&
            isScriptDataDoubleEscapeSequenceEnd(this.preprocessor.peek(SEQUENCES.SCRIPT.length))) {
            this._emitCodePoint(cp);
            for (let i = 0; i < SEQUENCES.SCRIPT.length; i++) {
                this._emitCodePoint(this._consume());
            }
            this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED;
        }
        else if (!this._ensureHibernation()) {
            this.state = State.SCRIPT_DATA_ESCAPED;
            this._stateScriptDataEscaped(cp);
        }
    }
    _stateScriptDataDoubleEscaped(cp) {
        switch (cp) {
            case CODE_POINTS.HYPHEN_MINUS: {
                this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED_DASH;
                this._emitChars('-');
                break;
            }
            case CODE_POINTS.LESS_THAN_SIGN: {
                this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED_LESS_THAN_SIGN;
                this._emitChars('<');
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this._emitChars(REPLACEMENT_CHARACTER);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInScriptHtmlCommentLikeText);
                this._emitEOFToken();
                break;
            }
            default: {
                this._emitCodePoint(cp);
            }
        }
    }
    _stateScriptDataDoubleEscapedDash(cp) {
        switch (cp) {
            case CODE_POINTS.HYPHEN_MINUS: {
                this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED_DASH_DASH;
                this._emitChars('-');
                break;
            }
            case CODE_POINTS.LESS_THAN_SIGN: {
                this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED_LESS_THAN_SIGN;
                this._emitChars('<');
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED;
                this._emitChars(REPLACEMENT_CHARACTER);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInScriptHtmlCommentLikeText);
                this._emitEOFToken();
                break;
            }
            default: {
                this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED;
                this._emitCodePoint(cp);
            }
        }
    }
    _stateScriptDataDoubleEscapedDashDash(cp) {
        switch (cp) {
            case CODE_POINTS.HYPHEN_MINUS: {
                this._emitChars('-');
                break;
            }
            case CODE_POINTS.LESS_THAN_SIGN: {
                this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED_LESS_THAN_SIGN;
                this._emitChars('<');
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.state = State.SCRIPT_DATA;
                this._emitChars('>');
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED;
                this._emitChars(REPLACEMENT_CHARACTER);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInScriptHtmlCommentLikeText);
                this._emitEOFToken();
                break;
            }
            default: {
                this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED;
                this._emitCodePoint(cp);
            }
        }
    }
    _stateScriptDataDoubleEscapedLessThanSign(cp) {
        if (cp === CODE_POINTS.SOLIDUS) {
            this.state = State.SCRIPT_DATA_DOUBLE_ESCAPE_END;
            this._emitChars('/');
        }
        else {
            this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED;
            this._stateScriptDataDoubleEscaped(cp);
        }
    }
    _stateScriptDataDoubleEscapeEnd(cp) {
        if (this.preprocessor.startsWith(SEQUENCES.SCRIPT, false) &&
            isScriptDataDoubleEscapeSequenceEnd(this.preprocessor.peek(SEQUENCES.SCRIPT.length))) {
            this._emitCodePoint(cp);
            for (let i = 0; i < SEQUENCES.SCRIPT.length; i++) {
                this._emitCodePoint(this._consume());
            }
            this.state = State.SCRIPT_DATA_ESCAPED;
        }
        else if (!this._ensureHibernation()) {
            this.state = State.SCRIPT_DATA_DOUBLE_ESCAPED;
            this._stateScriptDataDoubleEscaped(cp);
        }
    }
    _stateBeforeAttributeName(cp) {
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                break;
            }
            case CODE_POINTS.SOLIDUS:
            case CODE_POINTS.GREATER_THAN_SIGN:
            case CODE_POINTS.EOF: {
                this.state = State.AFTER_ATTRIBUTE_NAME;
                this._stateAfterAttributeName(cp);
                break;
            }
            case CODE_POINTS.EQUALS_SIGN: {
                this._err(ERR.unexpectedEqualsSignBeforeAttributeName);
                this._createAttr('=');
                this.state = State.ATTRIBUTE_NAME;
                break;
            }
            default: {
                this._createAttr('');
                this.state = State.ATTRIBUTE_NAME;
                this._stateAttributeName(cp);
            }
        }
    }
    _stateAttributeName(cp) {
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED:
            case CODE_POINTS.SOLIDUS:
            case CODE_POINTS.GREATER_THAN_SIGN:
            case CODE_POINTS.EOF: {
                this._leaveAttrName();
                this.state = State.AFTER_ATTRIBUTE_NAME;
                this._stateAfterAttributeName(cp);
                break;
            }
            case CODE_POINTS.EQUALS_SIGN: {
                this._leaveAttrName();
                this.state = State.BEFORE_ATTRIBUTE_VALUE;
                break;
            }
            case CODE_POINTS.QUOTATION_MARK:
            case CODE_POINTS.APOSTROPHE:
            case CODE_POINTS.LESS_THAN_SIGN: {
                this._err(ERR.unexpectedCharacterInAttributeName);
                this.currentAttr.name += String.fromCodePoint(cp);
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this.currentAttr.name += REPLACEMENT_CHARACTER;
                break;
            }
            default: {
                this.currentAttr.name += String.fromCodePoint(isAsciiUpper(cp) ? toAsciiLower(cp) : cp);
            }
        }
    }
    _stateAfterAttributeName(cp) {
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                break;
            }
            case CODE_POINTS.SOLIDUS: {
                this.state = State.SELF_CLOSING_START_TAG;
                break;
            }
            case CODE_POINTS.EQUALS_SIGN: {
                this.state = State.BEFORE_ATTRIBUTE_VALUE;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.state = State.DATA;
                this.emitCurrentTagToken();
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInTag);
                this._emitEOFToken();
                break;
            }
            default: {
                this._createAttr('');
                this.state = State.ATTRIBUTE_NAME;
                this._stateAttributeName(cp);
            }
        }
    }
    _stateBeforeAttributeValue(cp) {
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                break;
            }
            case CODE_POINTS.QUOTATION_MARK: {
                this.state = State.ATTRIBUTE_VALUE_DOUBLE_QUOTED;
                break;
            }
            case CODE_POINTS.APOSTROPHE: {
                this.state = State.ATTRIBUTE_VALUE_SINGLE_QUOTED;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._err(ERR.missingAttributeValue);
                this.state = State.DATA;
                this.emitCurrentTagToken();
                break;
            }
            default: {
                this.state = State.ATTRIBUTE_VALUE_UNQUOTED;
                this._stateAttributeValueUnquoted(cp);
            }
        }
    }
    _stateAttributeValueDoubleQuoted(cp) {
        switch (cp) {
            case CODE_POINTS.QUOTATION_MARK: {
                this.state = State.AFTER_ATTRIBUTE_VALUE_QUOTED;
                break;
            }
            case CODE_POINTS.AMPERSAND: {
                this._startCharacterReference();
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this._extendRunWith(REPLACEMENT_CHARACTER, 0);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInTag);
                this._emitEOFToken();
                break;
            }
            default: {
                this._extendRun(cp);
            }
        }
    }
    _stateAttributeValueSingleQuoted(cp) {
        switch (cp) {
            case CODE_POINTS.APOSTROPHE: {
                this.state = State.AFTER_ATTRIBUTE_VALUE_QUOTED;
                break;
            }
            case CODE_POINTS.AMPERSAND: {
                this._startCharacterReference();
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this._extendRunWith(REPLACEMENT_CHARACTER, 0);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInTag);
                this._emitEOFToken();
                break;
            }
            default: {
                this._extendRun(cp);
            }
        }
    }
    _stateAttributeValueUnquoted(cp) {
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                this._leaveAttrValue();
                this.state = State.BEFORE_ATTRIBUTE_NAME;
                break;
            }
            case CODE_POINTS.AMPERSAND: {
                this._startCharacterReference();
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._leaveAttrValue();
                this.state = State.DATA;
                this.emitCurrentTagToken();
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this._extendRunWith(REPLACEMENT_CHARACTER, 0);
                break;
            }
            case CODE_POINTS.QUOTATION_MARK:
            case CODE_POINTS.APOSTROPHE:
            case CODE_POINTS.LESS_THAN_SIGN:
            case CODE_POINTS.EQUALS_SIGN:
            case CODE_POINTS.GRAVE_ACCENT: {
                this._err(ERR.unexpectedCharacterInUnquotedAttributeValue);
                this._extendRun(cp);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInTag);
                this._emitEOFToken();
                break;
            }
            default: {
                this._extendRun(cp);
            }
        }
    }
    _stateAfterAttributeValueQuoted(cp) {
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                this._leaveAttrValue();
                this.state = State.BEFORE_ATTRIBUTE_NAME;
                break;
            }
            case CODE_POINTS.SOLIDUS: {
                this._leaveAttrValue();
                this.state = State.SELF_CLOSING_START_TAG;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._leaveAttrValue();
                this.state = State.DATA;
                this.emitCurrentTagToken();
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInTag);
                this._emitEOFToken();
                break;
            }
            default: {
                this._err(ERR.missingWhitespaceBetweenAttributes);
                this._leaveAttrValue();
                this.state = State.BEFORE_ATTRIBUTE_NAME;
                this._stateBeforeAttributeName(cp);
            }
        }
    }
    _stateSelfClosingStartTag(cp) {
        switch (cp) {
            case CODE_POINTS.GREATER_THAN_SIGN: {
                const token = this.currentToken;
                token.selfClosing = true;
                this.state = State.DATA;
                this.emitCurrentTagToken();
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInTag);
                this._emitEOFToken();
                break;
            }
            default: {
                this._err(ERR.unexpectedSolidusInTag);
                this.state = State.BEFORE_ATTRIBUTE_NAME;
                this._stateBeforeAttributeName(cp);
            }
        }
    }
    _stateBogusComment(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.state = State.DATA;
                this.emitCurrentComment(token);
                break;
            }
            case CODE_POINTS.EOF: {
                this.emitCurrentComment(token);
                this._emitEOFToken();
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this._extendRunWith(REPLACEMENT_CHARACTER, 0);
                break;
            }
            default: {
                this._extendRun(cp);
            }
        }
    }
    _stateMarkupDeclarationOpen(cp) {
        if (this._consumeSequenceIfMatch(SEQUENCES.DASH_DASH, true)) {
            this._createCommentToken(SEQUENCES.DASH_DASH.length + 1);
            this.state = State.COMMENT_START;
        }
        else if (this._consumeSequenceIfMatch(SEQUENCES.DOCTYPE, false)) {
            this.currentLocation = this.getCurrentLocation(SEQUENCES.DOCTYPE.length + 1);
            this.state = State.DOCTYPE;
        }
        else if (this._consumeSequenceIfMatch(SEQUENCES.CDATA_START, true)) {
            if (this.inForeignNode) {
                this.state = State.CDATA_SECTION;
            }
            else {
                this._err(ERR.cdataInHtmlContent);
                this._createCommentToken(SEQUENCES.CDATA_START.length + 1);
                this.currentToken.data = '[CDATA[';
                this.state = State.BOGUS_COMMENT;
            }
        }
        else if (!this._ensureHibernation()) {
            this._err(ERR.incorrectlyOpenedComment);
            this._createCommentToken(2);
            this.state = State.BOGUS_COMMENT;
            this._stateBogusComment(cp);
        }
    }
    _stateCommentStart(cp) {
        switch (cp) {
            case CODE_POINTS.HYPHEN_MINUS: {
                this.state = State.COMMENT_START_DASH;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._err(ERR.abruptClosingOfEmptyComment);
                this.state = State.DATA;
                const token = this.currentToken;
                this.emitCurrentComment(token);
                break;
            }
            default: {
                this.state = State.COMMENT;
                this._stateComment(cp);
            }
        }
    }
    _stateCommentStartDash(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.HYPHEN_MINUS: {
                this.state = State.COMMENT_END;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._err(ERR.abruptClosingOfEmptyComment);
                this.state = State.DATA;
                this.emitCurrentComment(token);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInComment);
                this.emitCurrentComment(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._extendRunWith('-', -1);
                this.state = State.COMMENT;
                this._stateComment(cp);
            }
        }
    }
    _stateComment(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.HYPHEN_MINUS: {
                this.state = State.COMMENT_END_DASH;
                break;
            }
            case CODE_POINTS.LESS_THAN_SIGN: {
                this._extendRunWith('<', 0);
                this.state = State.COMMENT_LESS_THAN_SIGN;
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                this._extendRunWith(REPLACEMENT_CHARACTER, 0);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInComment);
                this.emitCurrentComment(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._extendRun(cp);
            }
        }
    }
    _stateCommentLessThanSign(cp) {
        switch (cp) {
            case CODE_POINTS.EXCLAMATION_MARK: {
                this._extendRunWith('!', 0);
                this.state = State.COMMENT_LESS_THAN_SIGN_BANG;
                break;
            }
            case CODE_POINTS.LESS_THAN_SIGN: {
                this._extendRunWith('<', 0);
                break;
            }
            default: {
                this.state = State.COMMENT;
                this._stateComment(cp);
            }
        }
    }
    _stateCommentLessThanSignBang(cp) {
        if (cp === CODE_POINTS.HYPHEN_MINUS) {
            this.state = State.COMMENT_LESS_THAN_SIGN_BANG_DASH;
        }
        else {
            this.state = State.COMMENT;
            this._stateComment(cp);
        }
    }
    _stateCommentLessThanSignBangDash(cp) {
        if (cp === CODE_POINTS.HYPHEN_MINUS) {
            this.state = State.COMMENT_LESS_THAN_SIGN_BANG_DASH_DASH;
        }
        else {
            this.state = State.COMMENT_END_DASH;
            this._stateCommentEndDash(cp);
        }
    }
    _stateCommentLessThanSignBangDashDash(cp) {
        if (cp !== CODE_POINTS.GREATER_THAN_SIGN && cp !== CODE_POINTS.EOF) {
            this._err(ERR.nestedComment);
        }
        this.state = State.COMMENT_END;
        this._stateCommentEnd(cp);
    }
    _stateCommentEndDash(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.HYPHEN_MINUS: {
                this.state = State.COMMENT_END;
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInComment);
                this.emitCurrentComment(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._extendRunWith('-', -1);
                this.state = State.COMMENT;
                this._stateComment(cp);
            }
        }
    }
    _stateCommentEnd(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.state = State.DATA;
                this.emitCurrentComment(token);
                break;
            }
            case CODE_POINTS.EXCLAMATION_MARK: {
                this.state = State.COMMENT_END_BANG;
                break;
            }
            case CODE_POINTS.HYPHEN_MINUS: {
                this._extendRunWith('-', -2);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInComment);
                this.emitCurrentComment(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._extendRunWith('--', -1);
                this.state = State.COMMENT;
                this._stateComment(cp);
            }
        }
    }
    _stateCommentEndBang(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.HYPHEN_MINUS: {
                this._extendRunWith('--!', -1);
                this.state = State.COMMENT_END_DASH;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._err(ERR.incorrectlyClosedComment);
                this.state = State.DATA;
                this.emitCurrentComment(token);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInComment);
                this.emitCurrentComment(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._extendRunWith('--!', -1);
                this.state = State.COMMENT;
                this._stateComment(cp);
            }
        }
    }
    _stateDoctype(cp) {
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                this.state = State.BEFORE_DOCTYPE_NAME;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.state = State.BEFORE_DOCTYPE_NAME;
                this._stateBeforeDoctypeName(cp);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                this._createDoctypeToken(null);
                const token = this.currentToken;
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._err(ERR.missingWhitespaceBeforeDoctypeName);
                this.state = State.BEFORE_DOCTYPE_NAME;
                this._stateBeforeDoctypeName(cp);
            }
        }
    }
    _stateBeforeDoctypeName(cp) {
        if (isAsciiUpper(cp)) {
            this._createDoctypeToken(String.fromCharCode(toAsciiLower(cp)));
            this.state = State.DOCTYPE_NAME;
        }
        else
            switch (cp) {
                case CODE_POINTS.SPACE:
                case CODE_POINTS.LINE_FEED:
                case CODE_POINTS.TABULATION:
                case CODE_POINTS.FORM_FEED: {
                    break;
                }
                case CODE_POINTS.NULL: {
                    this._err(ERR.unexpectedNullCharacter);
                    this._createDoctypeToken(REPLACEMENT_CHARACTER);
                    this.state = State.DOCTYPE_NAME;
                    break;
                }
                case CODE_POINTS.GREATER_THAN_SIGN: {
                    this._err(ERR.missingDoctypeName);
                    this._createDoctypeToken(null);
                    const token = this.currentToken;
                    token.forceQuirks = true;
                    this.emitCurrentDoctype(token);
                    this.state = State.DATA;
                    break;
                }
                case CODE_POINTS.EOF: {
                    this._err(ERR.eofInDoctype);
                    this._createDoctypeToken(null);
                    const token = this.currentToken;
                    token.forceQuirks = true;
                    this.emitCurrentDoctype(token);
                    this._emitEOFToken();
                    break;
                }
                default: {
                    this._createDoctypeToken(String.fromCodePoint(cp));
                    this.state = State.DOCTYPE_NAME;
                }
            }
    }
    _stateDoctypeName(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                this.state = State.AFTER_DOCTYPE_NAME;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.state = State.DATA;
                this.emitCurrentDoctype(token);
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                token.name += REPLACEMENT_CHARACTER;
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                token.name += String.fromCodePoint(isAsciiUpper(cp) ? toAsciiLower(cp) : cp);
            }
        }
    }
    _stateAfterDoctypeName(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.state = State.DATA;
                this.emitCurrentDoctype(token);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                if (this._consumeSequenceIfMatch(SEQUENCES.PUBLIC, false)) {
                    this.state = State.AFTER_DOCTYPE_PUBLIC_KEYWORD;
                }
                else if (this._consumeSequenceIfMatch(SEQUENCES.SYSTEM, false)) {
                    this.state = State.AFTER_DOCTYPE_SYSTEM_KEYWORD;
                }
                else if (!this._ensureHibernation()) {
                    this._err(ERR.invalidCharacterSequenceAfterDoctypeName);
                    token.forceQuirks = true;
                    this.state = State.BOGUS_DOCTYPE;
                    this._stateBogusDoctype(cp);
                }
            }
        }
    }
    _stateAfterDoctypePublicKeyword(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                this.state = State.BEFORE_DOCTYPE_PUBLIC_IDENTIFIER;
                break;
            }
            case CODE_POINTS.QUOTATION_MARK: {
                this._err(ERR.missingWhitespaceAfterDoctypePublicKeyword);
                token.publicId = '';
                this.state = State.DOCTYPE_PUBLIC_IDENTIFIER_DOUBLE_QUOTED;
                break;
            }
            case CODE_POINTS.APOSTROPHE: {
                this._err(ERR.missingWhitespaceAfterDoctypePublicKeyword);
                token.publicId = '';
                this.state = State.DOCTYPE_PUBLIC_IDENTIFIER_SINGLE_QUOTED;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._err(ERR.missingDoctypePublicIdentifier);
                token.forceQuirks = true;
                this.state = State.DATA;
                this.emitCurrentDoctype(token);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._err(ERR.missingQuoteBeforeDoctypePublicIdentifier);
                token.forceQuirks = true;
                this.state = State.BOGUS_DOCTYPE;
                this._stateBogusDoctype(cp);
            }
        }
    }
    _stateBeforeDoctypePublicIdentifier(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                break;
            }
            case CODE_POINTS.QUOTATION_MARK: {
                token.publicId = '';
                this.state = State.DOCTYPE_PUBLIC_IDENTIFIER_DOUBLE_QUOTED;
                break;
            }
            case CODE_POINTS.APOSTROPHE: {
                token.publicId = '';
                this.state = State.DOCTYPE_PUBLIC_IDENTIFIER_SINGLE_QUOTED;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._err(ERR.missingDoctypePublicIdentifier);
                token.forceQuirks = true;
                this.state = State.DATA;
                this.emitCurrentDoctype(token);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._err(ERR.missingQuoteBeforeDoctypePublicIdentifier);
                token.forceQuirks = true;
                this.state = State.BOGUS_DOCTYPE;
                this._stateBogusDoctype(cp);
            }
        }
    }
    _stateDoctypePublicIdentifierDoubleQuoted(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.QUOTATION_MARK: {
                this.state = State.AFTER_DOCTYPE_PUBLIC_IDENTIFIER;
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                token.publicId += REPLACEMENT_CHARACTER;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._err(ERR.abruptDoctypePublicIdentifier);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this.state = State.DATA;
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                token.publicId += String.fromCodePoint(cp);
            }
        }
    }
    _stateDoctypePublicIdentifierSingleQuoted(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.APOSTROPHE: {
                this.state = State.AFTER_DOCTYPE_PUBLIC_IDENTIFIER;
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                token.publicId += REPLACEMENT_CHARACTER;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._err(ERR.abruptDoctypePublicIdentifier);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this.state = State.DATA;
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                token.publicId += String.fromCodePoint(cp);
            }
        }
    }
    _stateAfterDoctypePublicIdentifier(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                this.state = State.BETWEEN_DOCTYPE_PUBLIC_AND_SYSTEM_IDENTIFIERS;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.state = State.DATA;
                this.emitCurrentDoctype(token);
                break;
            }
            case CODE_POINTS.QUOTATION_MARK: {
                this._err(ERR.missingWhitespaceBetweenDoctypePublicAndSystemIdentifiers);
                token.systemId = '';
                this.state = State.DOCTYPE_SYSTEM_IDENTIFIER_DOUBLE_QUOTED;
                break;
            }
            case CODE_POINTS.APOSTROPHE: {
                this._err(ERR.missingWhitespaceBetweenDoctypePublicAndSystemIdentifiers);
                token.systemId = '';
                this.state = State.DOCTYPE_SYSTEM_IDENTIFIER_SINGLE_QUOTED;
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._err(ERR.missingQuoteBeforeDoctypeSystemIdentifier);
                token.forceQuirks = true;
                this.state = State.BOGUS_DOCTYPE;
                this._stateBogusDoctype(cp);
            }
        }
    }
    _stateBetweenDoctypePublicAndSystemIdentifiers(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.emitCurrentDoctype(token);
                this.state = State.DATA;
                break;
            }
            case CODE_POINTS.QUOTATION_MARK: {
                token.systemId = '';
                this.state = State.DOCTYPE_SYSTEM_IDENTIFIER_DOUBLE_QUOTED;
                break;
            }
            case CODE_POINTS.APOSTROPHE: {
                token.systemId = '';
                this.state = State.DOCTYPE_SYSTEM_IDENTIFIER_SINGLE_QUOTED;
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._err(ERR.missingQuoteBeforeDoctypeSystemIdentifier);
                token.forceQuirks = true;
                this.state = State.BOGUS_DOCTYPE;
                this._stateBogusDoctype(cp);
            }
        }
    }
    _stateAfterDoctypeSystemKeyword(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                this.state = State.BEFORE_DOCTYPE_SYSTEM_IDENTIFIER;
                break;
            }
            case CODE_POINTS.QUOTATION_MARK: {
                this._err(ERR.missingWhitespaceAfterDoctypeSystemKeyword);
                token.systemId = '';
                this.state = State.DOCTYPE_SYSTEM_IDENTIFIER_DOUBLE_QUOTED;
                break;
            }
            case CODE_POINTS.APOSTROPHE: {
                this._err(ERR.missingWhitespaceAfterDoctypeSystemKeyword);
                token.systemId = '';
                this.state = State.DOCTYPE_SYSTEM_IDENTIFIER_SINGLE_QUOTED;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._err(ERR.missingDoctypeSystemIdentifier);
                token.forceQuirks = true;
                this.state = State.DATA;
                this.emitCurrentDoctype(token);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._err(ERR.missingQuoteBeforeDoctypeSystemIdentifier);
                token.forceQuirks = true;
                this.state = State.BOGUS_DOCTYPE;
                this._stateBogusDoctype(cp);
            }
        }
    }
    _stateBeforeDoctypeSystemIdentifier(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                break;
            }
            case CODE_POINTS.QUOTATION_MARK: {
                token.systemId = '';
                this.state = State.DOCTYPE_SYSTEM_IDENTIFIER_DOUBLE_QUOTED;
                break;
            }
            case CODE_POINTS.APOSTROPHE: {
                token.systemId = '';
                this.state = State.DOCTYPE_SYSTEM_IDENTIFIER_SINGLE_QUOTED;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._err(ERR.missingDoctypeSystemIdentifier);
                token.forceQuirks = true;
                this.state = State.DATA;
                this.emitCurrentDoctype(token);
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._err(ERR.missingQuoteBeforeDoctypeSystemIdentifier);
                token.forceQuirks = true;
                this.state = State.BOGUS_DOCTYPE;
                this._stateBogusDoctype(cp);
            }
        }
    }
    _stateDoctypeSystemIdentifierDoubleQuoted(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.QUOTATION_MARK: {
                this.state = State.AFTER_DOCTYPE_SYSTEM_IDENTIFIER;
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                token.systemId += REPLACEMENT_CHARACTER;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._err(ERR.abruptDoctypeSystemIdentifier);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this.state = State.DATA;
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                token.systemId += String.fromCodePoint(cp);
            }
        }
    }
    _stateDoctypeSystemIdentifierSingleQuoted(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.APOSTROPHE: {
                this.state = State.AFTER_DOCTYPE_SYSTEM_IDENTIFIER;
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                token.systemId += REPLACEMENT_CHARACTER;
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this._err(ERR.abruptDoctypeSystemIdentifier);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this.state = State.DATA;
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                token.systemId += String.fromCodePoint(cp);
            }
        }
    }
    _stateAfterDoctypeSystemIdentifier(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.SPACE:
            case CODE_POINTS.LINE_FEED:
            case CODE_POINTS.TABULATION:
            case CODE_POINTS.FORM_FEED: {
                break;
            }
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.emitCurrentDoctype(token);
                this.state = State.DATA;
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInDoctype);
                token.forceQuirks = true;
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default: {
                this._err(ERR.unexpectedCharacterAfterDoctypeSystemIdentifier);
                this.state = State.BOGUS_DOCTYPE;
                this._stateBogusDoctype(cp);
            }
        }
    }
    _stateBogusDoctype(cp) {
        const token = this.currentToken;
        switch (cp) {
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.emitCurrentDoctype(token);
                this.state = State.DATA;
                break;
            }
            case CODE_POINTS.NULL: {
                this._err(ERR.unexpectedNullCharacter);
                break;
            }
            case CODE_POINTS.EOF: {
                this.emitCurrentDoctype(token);
                this._emitEOFToken();
                break;
            }
            default:
        }
    }
    _stateCdataSection(cp) {
        switch (cp) {
            case CODE_POINTS.RIGHT_SQUARE_BRACKET: {
                this.state = State.CDATA_SECTION_BRACKET;
                break;
            }
            case CODE_POINTS.EOF: {
                this._err(ERR.eofInCdata);
                this._emitEOFToken();
                break;
            }
            default: {
                this._emitCodePoint(cp);
            }
        }
    }
    _stateCdataSectionBracket(cp) {
        if (cp === CODE_POINTS.RIGHT_SQUARE_BRACKET) {
            this.state = State.CDATA_SECTION_END;
        }
        else {
            this._emitChars(']', -1);
            this.state = State.CDATA_SECTION;
            this._stateCdataSection(cp);
        }
    }
    _stateCdataSectionEnd(cp) {
        switch (cp) {
            case CODE_POINTS.GREATER_THAN_SIGN: {
                this.state = State.DATA;
                break;
            }
            case CODE_POINTS.RIGHT_SQUARE_BRACKET: {
                this._emitChars(']', -2);
                break;
            }
            default: {
                this._emitChars(']]', -1);
                this.state = State.CDATA_SECTION;
                this._stateCdataSection(cp);
            }
        }
    }
    _stateCharacterReference() {
        let length = this.entityDecoder.write(this.preprocessor.html, this.preprocessor.pos);
        if (length < 0) {
            if (this.preprocessor.lastChunkWritten) {
                length = this.entityDecoder.end();
            }
            else {
                this.active = false;
                this.preprocessor.pos = this.preprocessor.html.length - 1;
                this.consumedAfterSnapshot = 0;
                this.preprocessor.endOfChunkHit = true;
                return;
            }
        }
        if (length === 0) {
            this.preprocessor.pos = this.entityStartPos;
            this._flushCodePointConsumedAsCharacterReference(CODE_POINTS.AMPERSAND);
            this.state =
                !this._isCharacterReferenceInAttribute() && isAsciiAlphaNumeric(this.preprocessor.peek(1))
                    ? State.AMBIGUOUS_AMPERSAND
                    : this.returnState;
        }
        else {
            this.state = this.returnState;
        }
    }
    _stateAmbiguousAmpersand(cp) {
        if (isAsciiAlphaNumeric(cp)) {
            this._flushCodePointConsumedAsCharacterReference(cp);
        }
        else {
            if (cp === CODE_POINTS.SEMICOLON) {
                this._err(ERR.unknownNamedCharacterReference);
            }
            this.state = this.returnState;
            this._callState(cp);
        }
    }
}

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/parser/open-element-stack.js

const IMPLICIT_END_TAG_REQUIRED = new Set([TAG_ID.DD, TAG_ID.DT, TAG_ID.LI, TAG_ID.OPTGROUP, TAG_ID.OPTION, TAG_ID.P, TAG_ID.RB, TAG_ID.RP, TAG_ID.RT, TAG_ID.RTC]);
const IMPLICIT_END_TAG_REQUIRED_THOROUGHLY = new Set([
    ...IMPLICIT_END_TAG_REQUIRED,
    TAG_ID.CAPTION,
    TAG_ID.COLGROUP,
    TAG_ID.TBODY,
    TAG_ID.TD,
    TAG_ID.TFOOT,
    TAG_ID.TH,
    TAG_ID.THEAD,
    TAG_ID.TR,
]);
const INDEX_DEPTH = 64;
const SVG_KEYS = 256;
const MATHML_KEYS = 512;
const NAME_KEYS = 768;
const open_element_stack_NUMBERED_HEADERS = [TAG_ID.H1, TAG_ID.H2, TAG_ID.H3, TAG_ID.H4, TAG_ID.H5, TAG_ID.H6];
const TABLE_BODIES = [TAG_ID.TBODY, TAG_ID.TFOOT, TAG_ID.THEAD];
const TABLE_ROW_CONTEXT = [TAG_ID.TR, TAG_ID.TEMPLATE, TAG_ID.HTML];
const TABLE_BODY_CONTEXT = [...TABLE_BODIES, TAG_ID.TEMPLATE, TAG_ID.HTML];
const TABLE_CONTEXT = [TAG_ID.TABLE, TAG_ID.TEMPLATE, TAG_ID.HTML];
const TABLE_CELLS = [TAG_ID.TD, TAG_ID.TH];
const SPECIAL = 1;
const LIST_ITEM_BOUNDARY = 2;
const SCOPE = 4;
const LIST_ITEM_SCOPE = 8;
const BUTTON_SCOPE = 16;
const TABLE_SCOPE = 32;
const KEY_CLASSES = new Uint8Array(NAME_KEYS);
for (const [ns, offset] of [
    [html_NS.HTML, 0],
    [html_NS.SVG, SVG_KEYS],
    [html_NS.MATHML, MATHML_KEYS],
]) {
    for (const tn of SPECIAL_ELEMENTS[ns]) {
        KEY_CLASSES[offset + tn] =
            ns === html_NS.HTML && (tn === TAG_ID.ADDRESS || tn === TAG_ID.DIV || tn === TAG_ID.P) ? SPECIAL : SPECIAL | LIST_ITEM_BOUNDARY;
    }
}
for (const key of [
    TAG_ID.APPLET,
    TAG_ID.CAPTION,
    TAG_ID.HTML,
    TAG_ID.MARQUEE,
    TAG_ID.OBJECT,
    TAG_ID.TABLE,
    TAG_ID.TD,
    TAG_ID.TEMPLATE,
    TAG_ID.TH,
    SVG_KEYS + TAG_ID.DESC,
    SVG_KEYS + TAG_ID.FOREIGN_OBJECT,
    SVG_KEYS + TAG_ID.TITLE,
    MATHML_KEYS + TAG_ID.ANNOTATION_XML,
    MATHML_KEYS + TAG_ID.MI,
    MATHML_KEYS + TAG_ID.MN,
    MATHML_KEYS + TAG_ID.MO,
    MATHML_KEYS + TAG_ID.MS,
    MATHML_KEYS + TAG_ID.MTEXT,
]) {
    KEY_CLASSES[key] |= SCOPE | LIST_ITEM_SCOPE | BUTTON_SCOPE;
}
KEY_CLASSES[TAG_ID.OL] |= LIST_ITEM_SCOPE;
KEY_CLASSES[TAG_ID.UL] |= LIST_ITEM_SCOPE;
KEY_CLASSES[TAG_ID.BUTTON] |= BUTTON_SCOPE;
KEY_CLASSES[TAG_ID.TABLE] |= TABLE_SCOPE;
KEY_CLASSES[TAG_ID.HTML] |= TABLE_SCOPE;
const FORMATTING_TAGS = new Uint8Array(NAME_KEYS);
for (const tn of [TAG_ID.A, TAG_ID.B, TAG_ID.BIG, TAG_ID.CODE, TAG_ID.EM, TAG_ID.FONT, TAG_ID.I, TAG_ID.NOBR, TAG_ID.S, TAG_ID.SMALL, TAG_ID.STRIKE, TAG_ID.STRONG, TAG_ID.TT, TAG_ID.U]) {
    FORMATTING_TAGS[tn] = 1;
}
function tagKey(ns, tagID) {
    if (tagID === TAG_ID.UNKNOWN)
        return -1;
    switch (ns) {
        case html_NS.HTML: {
            return tagID;
        }
        case html_NS.SVG: {
            return SVG_KEYS + tagID;
        }
        case html_NS.MATHML: {
            return MATHML_KEYS + tagID;
        }
        default: {
            return -1;
        }
    }
}
class OpenElementStack {
    get currentTmplContentOrNode() {
        return this._isInTemplate() ? this.treeAdapter.getTemplateContent(this.current) : this.current;
    }
    constructor(document, treeAdapter, handler) {
        this.treeAdapter = treeAdapter;
        this.handler = handler;
        this.items = [];
        this.tagIDs = [];
        this.stackTop = -1;
        this.depth = 0;
        this.tmplCount = 0;
        this.currentTagId = TAG_ID.UNKNOWN;
        this.indexed = false;
        this.below = [];
        this.above = [];
        this.keys = [];
        this.keyPrev = [];
        this.keyNext = [];
        this.keyTops = new Int32Array(0);
        this.specials = [];
        this.listItemBoundaries = [];
        this.scopeBoundaries = [];
        this.htmlSlots = [];
        this.formattingSlots = new Map();
        this.current = document;
    }
    _indexOf(element) {
        if (this.indexed) {
            const idx = this.formattingSlots.get(element);
            if (idx !== undefined)
                return idx;
            if (FORMATTING_TAGS[getTagID(this.treeAdapter.getTagName(element))])
                return -1;
        }
        return this.items.lastIndexOf(element, this.stackTop);
    }
    slotBelow(idx) {
        return this.indexed ? this.below[idx] : idx - 1;
    }
    slotAbove(idx) {
        if (this.indexed)
            return this.above[idx];
        return idx === this.stackTop ? -1 : idx + 1;
    }
    _isInTemplate() {
        return this.currentTagId === TAG_ID.TEMPLATE && this.treeAdapter.getNamespaceURI(this.current) === html_NS.HTML;
    }
    _updateCurrentElement() {
        this.current = this.items[this.stackTop];
        this.currentTagId = this.tagIDs[this.stackTop];
    }
    _nameKey(ns, tagName, create) {
        var _a, _b;
        const name = `${ns} ${tagName}`;
        let key = (_a = this.nameKeys) === null || _a === void 0 ? void 0 : _a.get(name);
        if (key === undefined && create) {
            (_b = this.nameKeys) !== null && _b !== void 0 ? _b : (this.nameKeys = new Map());
            key = NAME_KEYS + this.nameKeys.size;
            this.nameKeys.set(name, key);
            if (key === this.keyTops.length) {
                const keyTops = new Int32Array(2 * key).fill(-1);
                keyTops.set(this.keyTops);
                this.keyTops = keyTops;
            }
        }
        return key !== null && key !== void 0 ? key : -1;
    }
    _indexAll() {
        this.indexed = true;
        this.keyTops = new Int32Array(NAME_KEYS).fill(-1);
        for (let i = 0; i <= this.stackTop; i++)
            this._index(i, i - 1);
    }
    _index(slot, belowIdx) {
        const element = this.items[slot];
        const tagID = this.tagIDs[slot];
        const ns = this.treeAdapter.getNamespaceURI(element);
        let key = tagKey(ns, tagID);
        if (key === -1)
            key = this._nameKey(ns, this.treeAdapter.getTagName(element), true);
        const keyPrev = this.keyTops[key];
        this.keys[slot] = key;
        this.keyPrev[slot] = keyPrev;
        this.keyNext[slot] = -1;
        if (keyPrev !== -1)
            this.keyNext[keyPrev] = slot;
        this.keyTops[key] = slot;
        this.above[slot] = -1;
        this._link(slot, belowIdx, ns === html_NS.HTML);
        if (FORMATTING_TAGS[tagID])
            this.formattingSlots.set(element, slot);
    }
    _link(slot, belowIdx, isHtml) {
        const key = this.keys[slot];
        const classes = key < NAME_KEYS ? KEY_CLASSES[key] : 0;
        this.below[slot] = belowIdx;
        if (belowIdx === -1) {
            this.specials[slot] = classes & SPECIAL;
            this.listItemBoundaries[slot] = (classes & LIST_ITEM_BOUNDARY) >> 1;
            this.scopeBoundaries[slot] = (classes & SCOPE) >> 2;
            this.htmlSlots[slot] = isHtml ? slot : -1;
        }
        else {
            this.above[belowIdx] = slot;
            this.specials[slot] = this.specials[belowIdx] + (classes & SPECIAL);
            this.listItemBoundaries[slot] = this.listItemBoundaries[belowIdx] + ((classes & LIST_ITEM_BOUNDARY) >> 1);
            this.scopeBoundaries[slot] = this.scopeBoundaries[belowIdx] + ((classes & SCOPE) >> 2);
            this.htmlSlots[slot] = isHtml ? slot : this.htmlSlots[belowIdx];
        }
    }
    _unindex(slot) {
        const key = this.keys[slot];
        const keyPrev = this.keyPrev[slot];
        const keyNext = this.keyNext[slot];
        if (keyPrev !== -1)
            this.keyNext[keyPrev] = keyNext;
        if (keyNext === -1)
            this.keyTops[key] = keyPrev;
        else
            this.keyPrev[keyNext] = keyPrev;
        if (FORMATTING_TAGS[this.tagIDs[slot]])
            this.formattingSlots.delete(this.items[slot]);
    }
    _move(from, to) {
        const element = this.items[from];
        const key = this.keys[from];
        const keyPrev = this.keyPrev[from];
        const keyNext = this.keyNext[from];
        this.items[to] = element;
        this.tagIDs[to] = this.tagIDs[from];
        this.keys[to] = key;
        this.keyPrev[to] = keyPrev;
        this.keyNext[to] = keyNext;
        if (keyPrev !== -1)
            this.keyNext[keyPrev] = to;
        if (keyNext === -1)
            this.keyTops[key] = to;
        else
            this.keyPrev[keyNext] = to;
        if (FORMATTING_TAGS[this.tagIDs[to]])
            this.formattingSlots.set(element, to);
    }
    indexOfTopmost(tagID) {
        if (this.indexed)
            return this.keyTops[tagID];
        for (let i = this.stackTop; i >= 0; i--) {
            if (this.tagIDs[i] === tagID && this.treeAdapter.getNamespaceURI(this.items[i]) === html_NS.HTML)
                return i;
        }
        return -1;
    }
    indexOfTopmostOf(tagIDs) {
        if (this.indexed) {
            let top = -1;
            for (const tagID of tagIDs) {
                if (this.keyTops[tagID] > top)
                    top = this.keyTops[tagID];
            }
            return top;
        }
        for (let i = this.stackTop; i >= 0; i--) {
            if (tagIDs.includes(this.tagIDs[i]) && this.treeAdapter.getNamespaceURI(this.items[i]) === html_NS.HTML)
                return i;
        }
        return -1;
    }
    indexOfTopmostByName(ns, tagName) {
        if (this.indexed) {
            let key = tagKey(ns, getTagID(tagName));
            if (key === -1)
                key = this._nameKey(ns, tagName, false);
            return key === -1 ? -1 : this.keyTops[key];
        }
        for (let i = this.stackTop; i >= 0; i--) {
            const element = this.items[i];
            if (this.treeAdapter.getTagName(element) === tagName && this.treeAdapter.getNamespaceURI(element) === ns) {
                return i;
            }
        }
        return -1;
    }
    indexOfTopmostHtmlElement() {
        if (this.indexed)
            return this.stackTop === -1 ? -1 : this.htmlSlots[this.stackTop];
        let i = this.stackTop;
        while (i >= 0 && this.treeAdapter.getNamespaceURI(this.items[i]) !== html_NS.HTML)
            i--;
        return i;
    }
    _hasAbove(idx, classes) {
        for (let i = this.stackTop; i > idx; i--) {
            const key = tagKey(this.treeAdapter.getNamespaceURI(this.items[i]), this.tagIDs[i]);
            if (key !== -1 && KEY_CLASSES[key] & classes)
                return true;
        }
        return false;
    }
    hasSpecialElementAbove(idx) {
        return this.indexed ? this.specials[this.stackTop] !== this.specials[idx] : this._hasAbove(idx, SPECIAL);
    }
    hasListItemBoundaryAbove(idx) {
        return this.indexed
            ? this.listItemBoundaries[this.stackTop] !== this.listItemBoundaries[idx]
            : this._hasAbove(idx, LIST_ITEM_BOUNDARY);
    }
    push(element, tagID) {
        const belowIdx = this.stackTop;
        this.stackTop++;
        this.depth++;
        this.items[this.stackTop] = element;
        this.current = element;
        this.tagIDs[this.stackTop] = tagID;
        this.currentTagId = tagID;
        if (this.indexed)
            this._index(this.stackTop, belowIdx);
        else if (this.depth === INDEX_DEPTH)
            this._indexAll();
        if (this._isInTemplate()) {
            this.tmplCount++;
        }
        this.handler.onItemPush(element, tagID, true);
    }
    _popCurrent() {
        if (this.tmplCount > 0 && this._isInTemplate()) {
            this.tmplCount--;
        }
        if (this.indexed) {
            this._unindex(this.stackTop);
            this.stackTop = this.below[this.stackTop];
            if (this.stackTop !== -1)
                this.above[this.stackTop] = -1;
        }
        else {
            this.stackTop--;
        }
        this.depth--;
        this._updateCurrentElement();
    }
    pop() {
        const popped = this.current;
        this._popCurrent();
        this.handler.onItemPop(popped, true);
    }
    replace(oldElement, newElement) {
        const idx = this._indexOf(oldElement);
        this.items[idx] = newElement;
        if (this.indexed && FORMATTING_TAGS[this.tagIDs[idx]]) {
            this.formattingSlots.delete(oldElement);
            this.formattingSlots.set(newElement, idx);
        }
        if (idx === this.stackTop) {
            this.current = newElement;
        }
    }
    replaceFormattingElement(formattingIdx, furthestBlockIdx, element, tagID) {
        const formattingElement = this.items[formattingIdx];
        if (!this.indexed) {
            this.items.splice(formattingIdx, 1);
            this.tagIDs.splice(formattingIdx, 1);
            this.handler.onItemPop(formattingElement, false);
            this.items.splice(furthestBlockIdx, 0, element);
            this.tagIDs.splice(furthestBlockIdx, 0, tagID);
            if (furthestBlockIdx === this.stackTop)
                this._updateCurrentElement();
            if (this.current && this.currentTagId !== undefined) {
                this.handler.onItemPush(this.current, this.currentTagId, furthestBlockIdx === this.stackTop);
            }
            return;
        }
        const key = this.keys[formattingIdx];
        const belowIdx = this.below[formattingIdx];
        const aboveIdx = this.above[furthestBlockIdx];
        const kept = [];
        for (let i = this.above[formattingIdx]; i !== furthestBlockIdx; i = this.above[i])
            kept.push(i);
        const keyNext = this.keyNext[formattingIdx];
        this._unindex(formattingIdx);
        this.items[formattingIdx] = undefined;
        this.handler.onItemPop(formattingElement, false);
        let free = furthestBlockIdx - 1;
        while (kept.length > 0 && kept[kept.length - 1] === free) {
            kept.pop();
            free--;
        }
        for (let i = free + 1; i <= furthestBlockIdx; i++)
            this._move(i, i - 1);
        const keyPrev = keyNext === -1 ? this.keyTops[key] : this.keyPrev[keyNext];
        this.items[furthestBlockIdx] = element;
        this.tagIDs[furthestBlockIdx] = tagID;
        this.keys[furthestBlockIdx] = key;
        this.keyPrev[furthestBlockIdx] = keyPrev;
        this.keyNext[furthestBlockIdx] = keyNext;
        if (keyPrev !== -1)
            this.keyNext[keyPrev] = furthestBlockIdx;
        if (keyNext === -1)
            this.keyTops[key] = furthestBlockIdx;
        else
            this.keyPrev[keyNext] = furthestBlockIdx;
        if (FORMATTING_TAGS[tagID])
            this.formattingSlots.set(element, furthestBlockIdx);
        let prev = belowIdx;
        for (const i of kept) {
            this._link(i, prev, true);
            prev = i;
        }
        for (let i = free; i < furthestBlockIdx; i++) {
            this._link(i, prev, true);
            prev = i;
        }
        this._link(furthestBlockIdx, prev, true);
        if (aboveIdx === -1)
            this._updateCurrentElement();
        if (this.current && this.currentTagId !== undefined) {
            this.handler.onItemPush(this.current, this.currentTagId, aboveIdx === -1);
        }
    }
    popUntilTagNamePopped(tagName) {
        this.shortenToLength(Math.max(this.indexOfTopmost(tagName), 0));
    }
    shortenToLength(idx) {
        while (this.stackTop >= idx) {
            const popped = this.current;
            this._popCurrent();
            this.handler.onItemPop(popped, this.stackTop < idx);
        }
    }
    popUntilElementPopped(element) {
        const idx = this._indexOf(element);
        this.shortenToLength(Math.max(idx, 0));
    }
    popUntilNumberedHeaderPopped() {
        this.shortenToLength(Math.max(this.indexOfTopmostOf(open_element_stack_NUMBERED_HEADERS), 0));
    }
    popUntilTableCellPopped() {
        this.shortenToLength(Math.max(this.indexOfTopmostOf(TABLE_CELLS), 0));
    }
    popAllUpToHtmlElement() {
        this.tmplCount = 0;
        this.shortenToLength(1);
    }
    clearBackToTableContext() {
        this.shortenToLength(this.indexOfTopmostOf(TABLE_CONTEXT) + 1);
    }
    clearBackToTableBodyContext() {
        this.shortenToLength(this.indexOfTopmostOf(TABLE_BODY_CONTEXT) + 1);
    }
    clearBackToTableRowContext() {
        this.shortenToLength(this.indexOfTopmostOf(TABLE_ROW_CONTEXT) + 1);
    }
    remove(element) {
        const idx = this._indexOf(element);
        if (idx !== -1)
            this.removeAt(idx);
    }
    removeAt(idx) {
        if (idx === this.stackTop) {
            this.pop();
            return;
        }
        const element = this.items[idx];
        this.depth--;
        if (this.indexed) {
            const classes = this.keys[idx] < NAME_KEYS ? KEY_CLASSES[this.keys[idx]] : 0;
            const belowIdx = this.below[idx];
            const aboveIdx = this.above[idx];
            this._unindex(idx);
            this.items[idx] = undefined;
            this.below[aboveIdx] = belowIdx;
            if (belowIdx !== -1)
                this.above[belowIdx] = aboveIdx;
            if (classes !== 0) {
                for (let i = aboveIdx; i !== -1; i = this.above[i]) {
                    this.specials[i] -= classes & SPECIAL;
                    this.listItemBoundaries[i] -= (classes & LIST_ITEM_BOUNDARY) >> 1;
                    this.scopeBoundaries[i] -= (classes & SCOPE) >> 2;
                }
            }
            const html = belowIdx === -1 ? -1 : this.htmlSlots[belowIdx];
            for (let i = aboveIdx; i !== -1 && this.htmlSlots[i] === idx; i = this.above[i]) {
                this.htmlSlots[i] = html;
            }
        }
        else {
            this.items.splice(idx, 1);
            this.tagIDs.splice(idx, 1);
            this.stackTop--;
            this._updateCurrentElement();
        }
        this.handler.onItemPop(element, false);
    }
    tryPeekProperlyNestedBodyElement() {
        return this.stackTop >= 1 && this.tagIDs[1] === TAG_ID.BODY ? this.items[1] : null;
    }
    contains(element) {
        return this._indexOf(element) > -1;
    }
    getCommonAncestor(element) {
        const idx = this._indexOf(element);
        const belowIdx = idx === -1 ? -1 : this.slotBelow(idx);
        return belowIdx === -1 ? null : this.items[belowIdx];
    }
    isRootHtmlElementCurrent() {
        return this.stackTop === 0 && this.tagIDs[0] === TAG_ID.HTML;
    }
    _isInScope(target, scope) {
        let boundary = -1;
        switch (scope) {
            case LIST_ITEM_SCOPE: {
                boundary = Math.max(this.keyTops[TAG_ID.OL], this.keyTops[TAG_ID.UL]);
                break;
            }
            case BUTTON_SCOPE: {
                boundary = this.keyTops[TAG_ID.BUTTON];
                break;
            }
            case TABLE_SCOPE: {
                boundary = Math.max(this.keyTops[TAG_ID.TABLE], this.keyTops[TAG_ID.HTML]);
                return target === -1 ? boundary === -1 : target >= boundary;
            }
            default:
        }
        return target === -1
            ? boundary === -1 && (this.stackTop === -1 || this.scopeBoundaries[this.stackTop] === 0)
            : target >= boundary && this.scopeBoundaries[this.stackTop] === this.scopeBoundaries[target];
    }
    _scanScope(tagID, tagIDs, scope, element) {
        for (let i = this.stackTop; i >= 0; i--) {
            const key = tagKey(this.treeAdapter.getNamespaceURI(this.items[i]), this.tagIDs[i]);
            if (key === -1)
                continue;
            if ((tagIDs ? tagIDs.includes(key) : key === tagID) && (!element || this.items[i] === element))
                return true;
            if (KEY_CLASSES[key] & scope)
                return false;
        }
        return true;
    }
    hasInScope(tagName, element) {
        if (!this.indexed)
            return this._scanScope(tagName, null, SCOPE, element);
        return this._isInScope(element ? this._indexOf(element) : this.keyTops[tagName], SCOPE);
    }
    hasInListItemScope(tagName) {
        return this.indexed
            ? this._isInScope(this.keyTops[tagName], LIST_ITEM_SCOPE)
            : this._scanScope(tagName, null, LIST_ITEM_SCOPE);
    }
    hasInButtonScope(tagName) {
        return this.indexed
            ? this._isInScope(this.keyTops[tagName], BUTTON_SCOPE)
            : this._scanScope(tagName, null, BUTTON_SCOPE);
    }
    hasNumberedHeaderInScope() {
        return this.indexed
            ? this._isInScope(this.indexOfTopmostOf(open_element_stack_NUMBERED_HEADERS), SCOPE)
            : this._scanScope(TAG_ID.UNKNOWN, open_element_stack_NUMBERED_HEADERS, SCOPE);
    }
    hasInTableScope(tagName) {
        return this.indexed
            ? this._isInScope(this.keyTops[tagName], TABLE_SCOPE)
            : this._scanScope(tagName, null, TABLE_SCOPE);
    }
    hasTableBodyContextInTableScope() {
        return this.indexed
            ? this._isInScope(this.indexOfTopmostOf(TABLE_BODIES), TABLE_SCOPE)
            : this._scanScope(TAG_ID.UNKNOWN, TABLE_BODIES, TABLE_SCOPE);
    }
    hasInSelectScope(tagName) {
        for (let i = this.stackTop; i >= 0; i = this.slotBelow(i)) {
            if (this.treeAdapter.getNamespaceURI(this.items[i]) !== html_NS.HTML) {
                continue;
            }
            switch (this.tagIDs[i]) {
                case tagName: {
                    return true;
                }
                case TAG_ID.OPTION:
                case TAG_ID.OPTGROUP: {
                    break;
                }
                default: {
                    return false;
                }
            }
        }
        return true;
    }
    generateImpliedEndTags() {
        while (this.currentTagId !== undefined &&
            IMPLICIT_END_TAG_REQUIRED.has(this.currentTagId) &&
            this.treeAdapter.getNamespaceURI(this.current) === html_NS.HTML) {
            this.pop();
        }
    }
    generateImpliedEndTagsThoroughly() {
        while (this.currentTagId !== undefined &&
            IMPLICIT_END_TAG_REQUIRED_THOROUGHLY.has(this.currentTagId) &&
            this.treeAdapter.getNamespaceURI(this.current) === html_NS.HTML) {
            this.pop();
        }
    }
    generateImpliedEndTagsWithExclusion(exclusionId) {
        while (this.currentTagId !== undefined &&
            this.currentTagId !== exclusionId &&
            IMPLICIT_END_TAG_REQUIRED_THOROUGHLY.has(this.currentTagId) &&
            this.treeAdapter.getNamespaceURI(this.current) === html_NS.HTML) {
            this.pop();
        }
    }
}

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/parser/formatting-element-list.js
const NOAH_ARK_CAPACITY = 3;
var EntryType;
(function (EntryType) {
    EntryType[EntryType["Marker"] = 0] = "Marker";
    EntryType[EntryType["Element"] = 1] = "Element";
})(EntryType || (EntryType = {}));
class FormattingElementList {
    constructor() {
        this.newest = null;
        this.bookmark = null;
        this.index = null;
        this.elementEntries = new Map();
    }
    _insertElementEntry(element, token, older) {
        const newer = older === null ? null : older.newer;
        const entry = {
            type: EntryType.Element,
            element,
            token,
            older,
            newer,
            ark: null,
            olderSameTag: null,
            newerSameTag: null,
        };
        if (newer === null) {
            this.newest = entry;
        }
        else {
            newer.older = entry;
        }
        if (older !== null) {
            older.newer = entry;
        }
        return this.index === null ? null : this._addToIndex(this.index, entry);
    }
    _addToIndex(index, entry) {
        const { tagName, attrs } = entry.token;
        const key = tagName +
            attrs
                .map(({ name, value }) => `\0${name}\0${value}`)
                .sort()
                .join('');
        let ark = index.arks.get(key);
        if (ark === undefined) {
            ark = { entries: [], key };
            index.arks.set(key, ark);
        }
        ark.entries.push(entry);
        entry.ark = ark;
        this.elementEntries.set(entry.element, entry);
        let head = index.tagNames.get(tagName);
        if (head === undefined) {
            head = { olderSameTag: null };
            index.tagNames.set(tagName, head);
        }
        entry.olderSameTag = head.olderSameTag;
        entry.newerSameTag = head;
        if (head.olderSameTag !== null) {
            head.olderSameTag.newerSameTag = entry;
        }
        head.olderSameTag = entry;
        return ark;
    }
    insertMarker() {
        if (this.index === null) {
            for (let entry = this.newest; entry !== null && entry.type === EntryType.Element; entry = entry.older) {
                this.elementEntries.set(entry.element, entry);
            }
        }
        const marker = {
            type: EntryType.Marker,
            older: this.newest,
            newer: null,
            outerIndex: this.index,
        };
        if (this.newest !== null) {
            this.newest.newer = marker;
        }
        this.newest = marker;
        this.index = null;
    }
    pushElement(element, token) {
        if (this.index === null) {
            let oldest = null;
            let count = 0;
            for (let entry = this.newest; entry !== null && entry.type === EntryType.Element; entry = entry.older) {
                oldest = entry;
                count++;
            }
            if (count >= NOAH_ARK_CAPACITY) {
                this.index = { arks: new Map(), tagNames: new Map() };
                for (let entry = oldest; entry !== null && entry.type === EntryType.Element; entry = entry.newer) {
                    this._addToIndex(this.index, entry);
                }
            }
        }
        const ark = this._insertElementEntry(element, token, this.newest);
        if (ark !== null && ark.entries.length > NOAH_ARK_CAPACITY) {
            this.removeEntry(ark.entries[0]);
        }
    }
    insertElementAfterBookmark(element, token) {
        const { bookmark } = this;
        this.bookmark = null;
        this._insertElementEntry(element, token, bookmark);
    }
    removeEntry(entry) {
        var _a;
        if (entry.newer === null ? this.newest !== entry : entry.newer.older !== entry) {
            return;
        }
        this.elementEntries.delete(entry.element);
        if (entry.newer === null) {
            this.newest = entry.older;
        }
        else {
            entry.newer.older = entry.older;
        }
        if (entry.older !== null) {
            entry.older.newer = entry.newer;
        }
        if (entry.ark !== null) {
            const { entries, key } = entry.ark;
            entries.splice(entries.indexOf(entry), 1);
            if (entries.length === 0)
                (_a = this.index) === null || _a === void 0 ? void 0 : _a.arks.delete(key);
        }
        if (entry.newerSameTag !== null) {
            entry.newerSameTag.olderSameTag = entry.olderSameTag;
            if (entry.olderSameTag !== null) {
                entry.olderSameTag.newerSameTag = entry.newerSameTag;
            }
        }
    }
    replaceElement(entry, element) {
        if (this.elementEntries.delete(entry.element)) {
            this.elementEntries.set(element, entry);
        }
        entry.element = element;
    }
    clearToLastMarker() {
        let marker = this.newest;
        for (; marker !== null && marker.type === EntryType.Element; marker = marker.older) {
            this.elementEntries.delete(marker.element);
        }
        this.newest = marker === null ? null : marker.older;
        this.index = marker === null ? null : marker.outerIndex;
        if (this.newest !== null) {
            this.newest.newer = null;
        }
    }
    getElementEntryInScopeWithTagName(tagName) {
        var _a, _b;
        if (this.index !== null) {
            return (_b = (_a = this.index.tagNames.get(tagName)) === null || _a === void 0 ? void 0 : _a.olderSameTag) !== null && _b !== void 0 ? _b : null;
        }
        for (let entry = this.newest; entry !== null && entry.type === EntryType.Element; entry = entry.older) {
            if (entry.token.tagName === tagName) {
                return entry;
            }
        }
        return null;
    }
    getElementEntry(element) {
        if (this.index === null) {
            for (let entry = this.newest; entry !== null && entry.type === EntryType.Element; entry = entry.older) {
                if (entry.element === element) {
                    return entry;
                }
            }
        }
        return this.elementEntries.get(element);
    }
}

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/tree-adapters/default.js

const attrListIndexes = new WeakMap();
const defaultTreeAdapter = {
    createDocument() {
        return {
            nodeName: '#document',
            mode: DOCUMENT_MODE.NO_QUIRKS,
            childNodes: [],
        };
    },
    createDocumentFragment() {
        return {
            nodeName: '#document-fragment',
            childNodes: [],
        };
    },
    createElement(tagName, namespaceURI, attrs) {
        return {
            nodeName: tagName,
            tagName,
            attrs,
            namespaceURI,
            childNodes: [],
            parentNode: null,
        };
    },
    createCommentNode(data) {
        return {
            nodeName: '#comment',
            data,
            parentNode: null,
        };
    },
    createTextNode(value) {
        return {
            nodeName: '#text',
            value,
            parentNode: null,
        };
    },
    appendChild(parentNode, newNode) {
        parentNode.childNodes.push(newNode);
        newNode.parentNode = parentNode;
    },
    insertBefore(parentNode, newNode, referenceNode) {
        const { childNodes } = parentNode;
        const insertionIdx = childNodes[childNodes.length - 1] === referenceNode
            ? childNodes.length - 1
            : childNodes.indexOf(referenceNode);
        childNodes.splice(insertionIdx, 0, newNode);
        newNode.parentNode = parentNode;
    },
    setTemplateContent(templateElement, contentElement) {
        templateElement.content = contentElement;
    },
    getTemplateContent(templateElement) {
        return templateElement.content;
    },
    setDocumentType(document, name, publicId, systemId) {
        const doctypeNode = document.childNodes.find((node) => node.nodeName === '#documentType');
        if (doctypeNode) {
            doctypeNode.name = name;
            doctypeNode.publicId = publicId;
            doctypeNode.systemId = systemId;
        }
        else {
            const node = {
                nodeName: '#documentType',
                name,
                publicId,
                systemId,
                parentNode: null,
            };
            defaultTreeAdapter.appendChild(document, node);
        }
    },
    setDocumentMode(document, mode) {
        document.mode = mode;
    },
    getDocumentMode(document) {
        return document.mode;
    },
    detachNode(node) {
        if (node.parentNode) {
            const { childNodes } = node.parentNode;
            const idx = childNodes[childNodes.length - 1] === node ? childNodes.length - 1 : childNodes.indexOf(node);
            childNodes.splice(idx, 1);
            node.parentNode = null;
        }
    },
    insertText(parentNode, text) {
        if (parentNode.childNodes.length > 0) {
            const prevNode = parentNode.childNodes[parentNode.childNodes.length - 1];
            if (defaultTreeAdapter.isTextNode(prevNode)) {
                prevNode.value += text;
                return;
            }
        }
        defaultTreeAdapter.appendChild(parentNode, defaultTreeAdapter.createTextNode(text));
    },
    insertTextBefore(parentNode, text, referenceNode) {
        const { childNodes } = parentNode;
        const referenceIdx = childNodes[childNodes.length - 1] === referenceNode
            ? childNodes.length - 1
            : childNodes.indexOf(referenceNode);
        const prevNode = childNodes[referenceIdx - 1];
        if (prevNode && defaultTreeAdapter.isTextNode(prevNode)) {
            prevNode.value += text;
        }
        else {
            defaultTreeAdapter.insertBefore(parentNode, defaultTreeAdapter.createTextNode(text), referenceNode);
        }
    },
    adoptAttributes(recipient, attrs) {
        if (attrs.length === 0 || attrs === recipient.attrs)
            return;
        const cached = attrListIndexes.get(recipient.attrs);
        const isIndexed = (cached === null || cached === void 0 ? void 0 : cached.size) === recipient.attrs.length &&
            attrs.every(({ name }) => {
                var _a;
                const index = cached.get(name);
                return index === undefined || ((_a = recipient.attrs[index]) === null || _a === void 0 ? void 0 : _a.name) === name;
            });
        const recipientAttrsMap = isIndexed ? cached : new Map();
        if (!isIndexed) {
            for (let i = 0; i < recipient.attrs.length; i++) {
                const attr = recipient.attrs[i];
                if (attr !== undefined)
                    recipientAttrsMap.set(attr.name, i);
            }
            attrListIndexes.set(recipient.attrs, recipientAttrsMap);
        }
        const adoptedFrom = recipient.attrs.length;
        for (let j = 0; j < attrs.length; j++) {
            if (!recipientAttrsMap.has(attrs[j].name)) {
                recipient.attrs.push(attrs[j]);
            }
        }
        for (let j = adoptedFrom; j < recipient.attrs.length; j++) {
            recipientAttrsMap.set(recipient.attrs[j].name, j);
        }
        if (recipientAttrsMap.size !== recipient.attrs.length) {
            attrListIndexes.delete(recipient.attrs);
        }
    },
    getFirstChild(node) {
        return node.childNodes[0];
    },
    getChildNodes(node) {
        return node.childNodes;
    },
    getParentNode(node) {
        return node.parentNode;
    },
    getAttrList(element) {
        return element.attrs;
    },
    getTagName(element) {
        return element.tagName;
    },
    getNamespaceURI(element) {
        return element.namespaceURI;
    },
    getTextNodeContent(textNode) {
        return textNode.value;
    },
    getCommentNodeContent(commentNode) {
        return commentNode.data;
    },
    getDocumentTypeNodeName(doctypeNode) {
        return doctypeNode.name;
    },
    getDocumentTypeNodePublicId(doctypeNode) {
        return doctypeNode.publicId;
    },
    getDocumentTypeNodeSystemId(doctypeNode) {
        return doctypeNode.systemId;
    },
    isTextNode(node) {
        return node.nodeName === '#text';
    },
    isCommentNode(node) {
        return node.nodeName === '#comment';
    },
    isDocumentTypeNode(node) {
        return node.nodeName === '#documentType';
    },
    isElementNode(node) {
        return Object.prototype.hasOwnProperty.call(node, 'tagName');
    },
    setNodeSourceCodeLocation(node, location) {
        node.sourceCodeLocation = location;
    },
    getNodeSourceCodeLocation(node) {
        return node.sourceCodeLocation;
    },
    updateNodeSourceCodeLocation(node, endLocation) {
        node.sourceCodeLocation = { ...node.sourceCodeLocation, ...endLocation };
    },
};

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/common/doctype.js

const VALID_DOCTYPE_NAME = 'html';
const VALID_SYSTEM_ID = 'about:legacy-compat';
const QUIRKS_MODE_SYSTEM_ID = 'http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd';
const QUIRKS_MODE_PUBLIC_ID_PREFIXES = [
    '+//silmaril//dtd html pro v0r11 19970101//',
    '-//as//dtd html 3.0 aswedit + extensions//',
    '-//advasoft ltd//dtd html 3.0 aswedit + extensions//',
    '-//ietf//dtd html 2.0 level 1//',
    '-//ietf//dtd html 2.0 level 2//',
    '-//ietf//dtd html 2.0 strict level 1//',
    '-//ietf//dtd html 2.0 strict level 2//',
    '-//ietf//dtd html 2.0 strict//',
    '-//ietf//dtd html 2.0//',
    '-//ietf//dtd html 2.1e//',
    '-//ietf//dtd html 3.0//',
    '-//ietf//dtd html 3.2 final//',
    '-//ietf//dtd html 3.2//',
    '-//ietf//dtd html 3//',
    '-//ietf//dtd html level 0//',
    '-//ietf//dtd html level 1//',
    '-//ietf//dtd html level 2//',
    '-//ietf//dtd html level 3//',
    '-//ietf//dtd html strict level 0//',
    '-//ietf//dtd html strict level 1//',
    '-//ietf//dtd html strict level 2//',
    '-//ietf//dtd html strict level 3//',
    '-//ietf//dtd html strict//',
    '-//ietf//dtd html//',
    '-//metrius//dtd metrius presentational//',
    '-//microsoft//dtd internet explorer 2.0 html strict//',
    '-//microsoft//dtd internet explorer 2.0 html//',
    '-//microsoft//dtd internet explorer 2.0 tables//',
    '-//microsoft//dtd internet explorer 3.0 html strict//',
    '-//microsoft//dtd internet explorer 3.0 html//',
    '-//microsoft//dtd internet explorer 3.0 tables//',
    '-//netscape comm. corp.//dtd html//',
    '-//netscape comm. corp.//dtd strict html//',
    "-//o'reilly and associates//dtd html 2.0//",
    "-//o'reilly and associates//dtd html extended 1.0//",
    "-//o'reilly and associates//dtd html extended relaxed 1.0//",
    '-//sq//dtd html 2.0 hotmetal + extensions//',
    '-//softquad software//dtd hotmetal pro 6.0::19990601::extensions to html 4.0//',
    '-//softquad//dtd hotmetal pro 4.0::19971010::extensions to html 4.0//',
    '-//spyglass//dtd html 2.0 extended//',
    '-//sun microsystems corp.//dtd hotjava html//',
    '-//sun microsystems corp.//dtd hotjava strict html//',
    '-//w3c//dtd html 3 1995-03-24//',
    '-//w3c//dtd html 3.2 draft//',
    '-//w3c//dtd html 3.2 final//',
    '-//w3c//dtd html 3.2//',
    '-//w3c//dtd html 3.2s draft//',
    '-//w3c//dtd html 4.0 frameset//',
    '-//w3c//dtd html 4.0 transitional//',
    '-//w3c//dtd html experimental 19960712//',
    '-//w3c//dtd html experimental 970421//',
    '-//w3c//dtd w3 html//',
    '-//w3o//dtd w3 html 3.0//',
    '-//webtechs//dtd mozilla html 2.0//',
    '-//webtechs//dtd mozilla html//',
];
const QUIRKS_MODE_NO_SYSTEM_ID_PUBLIC_ID_PREFIXES = [
    ...QUIRKS_MODE_PUBLIC_ID_PREFIXES,
    '-//w3c//dtd html 4.01 frameset//',
    '-//w3c//dtd html 4.01 transitional//',
];
const QUIRKS_MODE_PUBLIC_IDS = new Set([
    '-//w3o//dtd w3 html strict 3.0//en//',
    '-/w3c/dtd html 4.0 transitional/en',
    'html',
]);
const LIMITED_QUIRKS_PUBLIC_ID_PREFIXES = ['-//w3c//dtd xhtml 1.0 frameset//', '-//w3c//dtd xhtml 1.0 transitional//'];
const LIMITED_QUIRKS_WITH_SYSTEM_ID_PUBLIC_ID_PREFIXES = [
    ...LIMITED_QUIRKS_PUBLIC_ID_PREFIXES,
    '-//w3c//dtd html 4.01 frameset//',
    '-//w3c//dtd html 4.01 transitional//',
];
function hasPrefix(publicId, prefixes) {
    return prefixes.some((prefix) => publicId.startsWith(prefix));
}
function isConforming(token) {
    return (token.name === VALID_DOCTYPE_NAME &&
        token.publicId === null &&
        (token.systemId === null || token.systemId === VALID_SYSTEM_ID));
}
function getDocumentMode(token) {
    if (token.name !== VALID_DOCTYPE_NAME) {
        return DOCUMENT_MODE.QUIRKS;
    }
    const { systemId } = token;
    if (systemId && systemId.toLowerCase() === QUIRKS_MODE_SYSTEM_ID) {
        return DOCUMENT_MODE.QUIRKS;
    }
    let { publicId } = token;
    if (publicId !== null) {
        publicId = publicId.toLowerCase();
        if (QUIRKS_MODE_PUBLIC_IDS.has(publicId)) {
            return DOCUMENT_MODE.QUIRKS;
        }
        let prefixes = systemId === null ? QUIRKS_MODE_NO_SYSTEM_ID_PUBLIC_ID_PREFIXES : QUIRKS_MODE_PUBLIC_ID_PREFIXES;
        if (hasPrefix(publicId, prefixes)) {
            return DOCUMENT_MODE.QUIRKS;
        }
        prefixes =
            systemId === null ? LIMITED_QUIRKS_PUBLIC_ID_PREFIXES : LIMITED_QUIRKS_WITH_SYSTEM_ID_PUBLIC_ID_PREFIXES;
        if (hasPrefix(publicId, prefixes)) {
            return DOCUMENT_MODE.LIMITED_QUIRKS;
        }
    }
    return DOCUMENT_MODE.NO_QUIRKS;
}

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/common/foreign-content.js

const MIME_TYPES = {
    TEXT_HTML: 'text/html',
    APPLICATION_XML: 'application/xhtml+xml',
};
const DEFINITION_URL_ATTR = 'definitionurl';
const ADJUSTED_DEFINITION_URL_ATTR = 'definitionURL';
const SVG_ATTRS_ADJUSTMENT_MAP = new Map([
    'attributeName',
    'attributeType',
    'baseFrequency',
    'baseProfile',
    'calcMode',
    'clipPathUnits',
    'diffuseConstant',
    'edgeMode',
    'filterUnits',
    'glyphRef',
    'gradientTransform',
    'gradientUnits',
    'kernelMatrix',
    'kernelUnitLength',
    'keyPoints',
    'keySplines',
    'keyTimes',
    'lengthAdjust',
    'limitingConeAngle',
    'markerHeight',
    'markerUnits',
    'markerWidth',
    'maskContentUnits',
    'maskUnits',
    'numOctaves',
    'pathLength',
    'patternContentUnits',
    'patternTransform',
    'patternUnits',
    'pointsAtX',
    'pointsAtY',
    'pointsAtZ',
    'preserveAlpha',
    'preserveAspectRatio',
    'primitiveUnits',
    'refX',
    'refY',
    'repeatCount',
    'repeatDur',
    'requiredExtensions',
    'requiredFeatures',
    'specularConstant',
    'specularExponent',
    'spreadMethod',
    'startOffset',
    'stdDeviation',
    'stitchTiles',
    'surfaceScale',
    'systemLanguage',
    'tableValues',
    'targetX',
    'targetY',
    'textLength',
    'viewBox',
    'viewTarget',
    'xChannelSelector',
    'yChannelSelector',
    'zoomAndPan',
].map((attr) => [attr.toLowerCase(), attr]));
const XML_ATTRS_ADJUSTMENT_MAP = new Map([
    ['xlink:actuate', { prefix: 'xlink', name: 'actuate', namespace: html_NS.XLINK }],
    ['xlink:arcrole', { prefix: 'xlink', name: 'arcrole', namespace: html_NS.XLINK }],
    ['xlink:href', { prefix: 'xlink', name: 'href', namespace: html_NS.XLINK }],
    ['xlink:role', { prefix: 'xlink', name: 'role', namespace: html_NS.XLINK }],
    ['xlink:show', { prefix: 'xlink', name: 'show', namespace: html_NS.XLINK }],
    ['xlink:title', { prefix: 'xlink', name: 'title', namespace: html_NS.XLINK }],
    ['xlink:type', { prefix: 'xlink', name: 'type', namespace: html_NS.XLINK }],
    ['xml:lang', { prefix: 'xml', name: 'lang', namespace: html_NS.XML }],
    ['xml:space', { prefix: 'xml', name: 'space', namespace: html_NS.XML }],
    ['xmlns', { prefix: '', name: 'xmlns', namespace: html_NS.XMLNS }],
    ['xmlns:xlink', { prefix: 'xmlns', name: 'xlink', namespace: html_NS.XMLNS }],
]);
const SVG_TAG_NAMES_ADJUSTMENT_MAP = new Map([
    'altGlyph',
    'altGlyphDef',
    'altGlyphItem',
    'animateColor',
    'animateMotion',
    'animateTransform',
    'clipPath',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feConvolveMatrix',
    'feDiffuseLighting',
    'feDisplacementMap',
    'feDistantLight',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feImage',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'fePointLight',
    'feSpecularLighting',
    'feSpotLight',
    'feTile',
    'feTurbulence',
    'foreignObject',
    'glyphRef',
    'linearGradient',
    'radialGradient',
    'textPath',
].map((tn) => [tn.toLowerCase(), tn]));
const EXITS_FOREIGN_CONTENT = new Set([
    TAG_ID.B,
    TAG_ID.BIG,
    TAG_ID.BLOCKQUOTE,
    TAG_ID.BODY,
    TAG_ID.BR,
    TAG_ID.CENTER,
    TAG_ID.CODE,
    TAG_ID.DD,
    TAG_ID.DIV,
    TAG_ID.DL,
    TAG_ID.DT,
    TAG_ID.EM,
    TAG_ID.EMBED,
    TAG_ID.H1,
    TAG_ID.H2,
    TAG_ID.H3,
    TAG_ID.H4,
    TAG_ID.H5,
    TAG_ID.H6,
    TAG_ID.HEAD,
    TAG_ID.HR,
    TAG_ID.I,
    TAG_ID.IMG,
    TAG_ID.LI,
    TAG_ID.LISTING,
    TAG_ID.MENU,
    TAG_ID.META,
    TAG_ID.NOBR,
    TAG_ID.OL,
    TAG_ID.P,
    TAG_ID.PRE,
    TAG_ID.RUBY,
    TAG_ID.S,
    TAG_ID.SMALL,
    TAG_ID.SPAN,
    TAG_ID.STRONG,
    TAG_ID.STRIKE,
    TAG_ID.SUB,
    TAG_ID.SUP,
    TAG_ID.TABLE,
    TAG_ID.TT,
    TAG_ID.U,
    TAG_ID.UL,
    TAG_ID.VAR,
]);
function causesExit(startTagToken) {
    const tn = startTagToken.tagID;
    const isFontWithAttrs = tn === TAG_ID.FONT &&
        startTagToken.attrs.some(({ name }) => name === ATTRS.COLOR || name === ATTRS.SIZE || name === ATTRS.FACE);
    return isFontWithAttrs || EXITS_FOREIGN_CONTENT.has(tn);
}
function adjustTokenMathMLAttrs(token) {
    for (let i = 0; i < token.attrs.length; i++) {
        if (token.attrs[i].name === DEFINITION_URL_ATTR) {
            token.attrs[i].name = ADJUSTED_DEFINITION_URL_ATTR;
            break;
        }
    }
}
function adjustTokenSVGAttrs(token) {
    for (let i = 0; i < token.attrs.length; i++) {
        const adjustedAttrName = SVG_ATTRS_ADJUSTMENT_MAP.get(token.attrs[i].name);
        if (adjustedAttrName != null) {
            token.attrs[i].name = adjustedAttrName;
        }
    }
}
function adjustTokenXMLAttrs(token) {
    for (let i = 0; i < token.attrs.length; i++) {
        const adjustedAttrEntry = XML_ATTRS_ADJUSTMENT_MAP.get(token.attrs[i].name);
        if (adjustedAttrEntry) {
            token.attrs[i].prefix = adjustedAttrEntry.prefix;
            token.attrs[i].name = adjustedAttrEntry.name;
            token.attrs[i].namespace = adjustedAttrEntry.namespace;
        }
    }
}
function adjustTokenSVGTagName(token) {
    const adjustedTagName = SVG_TAG_NAMES_ADJUSTMENT_MAP.get(token.tagName);
    if (adjustedTagName != null) {
        token.tagName = adjustedTagName;
        token.tagID = getTagID(token.tagName);
    }
}
function isMathMLTextIntegrationPoint(tn, ns) {
    return ns === html_NS.MATHML && (tn === TAG_ID.MI || tn === TAG_ID.MO || tn === TAG_ID.MN || tn === TAG_ID.MS || tn === TAG_ID.MTEXT);
}
function isHtmlIntegrationPoint(tn, ns, attrs) {
    if (ns === html_NS.MATHML && tn === TAG_ID.ANNOTATION_XML) {
        for (let i = 0; i < attrs.length; i++) {
            if (attrs[i].name === ATTRS.ENCODING) {
                const value = attrs[i].value.toLowerCase();
                return value === MIME_TYPES.TEXT_HTML || value === MIME_TYPES.APPLICATION_XML;
            }
        }
    }
    return ns === html_NS.SVG && (tn === TAG_ID.FOREIGN_OBJECT || tn === TAG_ID.DESC || tn === TAG_ID.TITLE);
}
function foreign_content_isIntegrationPoint(tn, ns, attrs, foreignNS) {
    return (((!foreignNS || foreignNS === html_NS.HTML) && isHtmlIntegrationPoint(tn, ns, attrs)) ||
        ((!foreignNS || foreignNS === html_NS.MATHML) && isMathMLTextIntegrationPoint(tn, ns)));
}

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/parser/index.js










const INSERTION_MODE_TAGS = [
    TAG_ID.TR,
    TAG_ID.TBODY,
    TAG_ID.THEAD,
    TAG_ID.TFOOT,
    TAG_ID.CAPTION,
    TAG_ID.COLGROUP,
    TAG_ID.TABLE,
    TAG_ID.FRAMESET,
    TAG_ID.SELECT,
    TAG_ID.TEMPLATE,
    TAG_ID.TD,
    TAG_ID.TH,
    TAG_ID.HEAD,
    TAG_ID.BODY,
    TAG_ID.HTML,
];
const HIDDEN_INPUT_TYPE = 'hidden';
const EMPTY_ATTRS = [];
const AA_OUTER_LOOP_ITER = 8;
const AA_INNER_LOOP_ITER = 3;
var InsertionMode;
(function (InsertionMode) {
    InsertionMode[InsertionMode["INITIAL"] = 0] = "INITIAL";
    InsertionMode[InsertionMode["BEFORE_HTML"] = 1] = "BEFORE_HTML";
    InsertionMode[InsertionMode["BEFORE_HEAD"] = 2] = "BEFORE_HEAD";
    InsertionMode[InsertionMode["IN_HEAD"] = 3] = "IN_HEAD";
    InsertionMode[InsertionMode["IN_HEAD_NO_SCRIPT"] = 4] = "IN_HEAD_NO_SCRIPT";
    InsertionMode[InsertionMode["AFTER_HEAD"] = 5] = "AFTER_HEAD";
    InsertionMode[InsertionMode["IN_BODY"] = 6] = "IN_BODY";
    InsertionMode[InsertionMode["TEXT"] = 7] = "TEXT";
    InsertionMode[InsertionMode["IN_TABLE"] = 8] = "IN_TABLE";
    InsertionMode[InsertionMode["IN_TABLE_TEXT"] = 9] = "IN_TABLE_TEXT";
    InsertionMode[InsertionMode["IN_CAPTION"] = 10] = "IN_CAPTION";
    InsertionMode[InsertionMode["IN_COLUMN_GROUP"] = 11] = "IN_COLUMN_GROUP";
    InsertionMode[InsertionMode["IN_TABLE_BODY"] = 12] = "IN_TABLE_BODY";
    InsertionMode[InsertionMode["IN_ROW"] = 13] = "IN_ROW";
    InsertionMode[InsertionMode["IN_CELL"] = 14] = "IN_CELL";
    InsertionMode[InsertionMode["IN_SELECT"] = 15] = "IN_SELECT";
    InsertionMode[InsertionMode["IN_SELECT_IN_TABLE"] = 16] = "IN_SELECT_IN_TABLE";
    InsertionMode[InsertionMode["IN_TEMPLATE"] = 17] = "IN_TEMPLATE";
    InsertionMode[InsertionMode["AFTER_BODY"] = 18] = "AFTER_BODY";
    InsertionMode[InsertionMode["IN_FRAMESET"] = 19] = "IN_FRAMESET";
    InsertionMode[InsertionMode["AFTER_FRAMESET"] = 20] = "AFTER_FRAMESET";
    InsertionMode[InsertionMode["AFTER_AFTER_BODY"] = 21] = "AFTER_AFTER_BODY";
    InsertionMode[InsertionMode["AFTER_AFTER_FRAMESET"] = 22] = "AFTER_AFTER_FRAMESET";
})(InsertionMode || (InsertionMode = {}));
const BASE_LOC = {
    startLine: -1,
    startCol: -1,
    startOffset: -1,
    endLine: -1,
    endCol: -1,
    endOffset: -1,
};
const TABLE_STRUCTURE_TAGS = new Set([TAG_ID.TABLE, TAG_ID.TBODY, TAG_ID.TFOOT, TAG_ID.THEAD, TAG_ID.TR]);
const defaultParserOptions = {
    scriptingEnabled: true,
    sourceCodeLocationInfo: false,
    treeAdapter: defaultTreeAdapter,
    onParseError: null,
};
class parser_Parser {
    constructor(options, document, 
    fragmentContext = null, 
    scriptHandler = null) {
        this.fragmentContext = fragmentContext;
        this.scriptHandler = scriptHandler;
        this.currentToken = null;
        this.stopped = false;
        this.insertionMode = InsertionMode.INITIAL;
        this.originalInsertionMode = InsertionMode.INITIAL;
        this.headElement = null;
        this.formElement = null;
        this.currentNotInHTML = false;
        this.tmplInsertionModeStack = [];
        this.pendingCharacterTokens = [];
        this.hasNonWhitespacePendingCharacterToken = false;
        this.framesetOk = true;
        this.skipNextNewLine = false;
        this.fosterParentingEnabled = false;
        this.options = {
            ...defaultParserOptions,
            ...options,
        };
        this.treeAdapter = this.options.treeAdapter;
        this.onParseError = this.options.onParseError;
        if (this.onParseError) {
            this.options.sourceCodeLocationInfo = true;
        }
        this.document = document !== null && document !== void 0 ? document : this.treeAdapter.createDocument();
        this.tokenizer = new Tokenizer(this.options, this);
        this.activeFormattingElements = new FormattingElementList();
        this.fragmentContextID = fragmentContext ? getTagID(this.treeAdapter.getTagName(fragmentContext)) : TAG_ID.UNKNOWN;
        this._setContextModes(fragmentContext !== null && fragmentContext !== void 0 ? fragmentContext : this.document, this.fragmentContextID);
        this.openElements = new OpenElementStack(this.document, this.treeAdapter, this);
    }
    static parse(html, options) {
        const parser = new this(options);
        parser.tokenizer.write(html, true);
        return parser.document;
    }
    static getFragmentParser(fragmentContext, options) {
        const opts = {
            ...defaultParserOptions,
            ...options,
        };
        fragmentContext !== null && fragmentContext !== void 0 ? fragmentContext : (fragmentContext = opts.treeAdapter.createElement(TAG_NAMES.TEMPLATE, html_NS.HTML, []));
        const documentMock = opts.treeAdapter.createElement('documentmock', html_NS.HTML, []);
        const parser = new this(opts, documentMock, fragmentContext);
        if (parser.fragmentContextID === TAG_ID.TEMPLATE) {
            parser.tmplInsertionModeStack.push(InsertionMode.IN_TEMPLATE);
        }
        parser._initTokenizerForFragmentParsing();
        parser._insertFakeRootElement();
        parser._resetInsertionMode();
        parser._findFormInFragmentContext();
        return parser;
    }
    getFragment() {
        const rootElement = this.treeAdapter.getFirstChild(this.document);
        const fragment = this.treeAdapter.createDocumentFragment();
        this._adoptNodes(rootElement, fragment);
        return fragment;
    }
    _err(token, code, beforeToken) {
        var _a;
        if (!this.onParseError)
            return;
        const loc = (_a = token.location) !== null && _a !== void 0 ? _a : BASE_LOC;
        const err = {
            code,
            startLine: loc.startLine,
            startCol: loc.startCol,
            startOffset: loc.startOffset,
            endLine: beforeToken ? loc.startLine : loc.endLine,
            endCol: beforeToken ? loc.startCol : loc.endCol,
            endOffset: beforeToken ? loc.startOffset : loc.endOffset,
        };
        this.onParseError(err);
    }
    onItemPush(node, tid, isTop) {
        var _a, _b;
        (_b = (_a = this.treeAdapter).onItemPush) === null || _b === void 0 ? void 0 : _b.call(_a, node);
        if (isTop && this.openElements.stackTop > 0)
            this._setContextModes(node, tid);
    }
    onItemPop(node, isTop) {
        var _a, _b, _c;
        if (this.options.sourceCodeLocationInfo) {
            this._setEndLocation(node, this.currentToken);
        }
        (_b = (_a = this.treeAdapter).onItemPop) === null || _b === void 0 ? void 0 : _b.call(_a, node, this.openElements.current);
        (_c = this.annotationXmlIntegrationPoints) === null || _c === void 0 ? void 0 : _c.delete(node);
        if (isTop) {
            let current;
            let currentTagId;
            if (this.openElements.stackTop === 0 && this.fragmentContext) {
                current = this.fragmentContext;
                currentTagId = this.fragmentContextID;
            }
            else {
                ({ current, currentTagId } = this.openElements);
            }
            this._setContextModes(current, currentTagId);
        }
    }
    _setContextModes(current, tid) {
        const isHTML = current === this.document || (current && this.treeAdapter.getNamespaceURI(current) === html_NS.HTML);
        this.currentNotInHTML = !isHTML;
        this.tokenizer.inForeignNode =
            !isHTML && current !== undefined && tid !== undefined && !this._isIntegrationPoint(tid, current);
    }
    _switchToTextParsing(currentToken, nextTokenizerState) {
        this._insertElement(currentToken, html_NS.HTML);
        this.tokenizer.state = nextTokenizerState;
        this.originalInsertionMode = this.insertionMode;
        this.insertionMode = InsertionMode.TEXT;
    }
    switchToPlaintextParsing() {
        this.insertionMode = InsertionMode.TEXT;
        this.originalInsertionMode = InsertionMode.IN_BODY;
        this.tokenizer.state = TokenizerMode.PLAINTEXT;
    }
    _getAdjustedCurrentElement() {
        return this.openElements.stackTop === 0 && this.fragmentContext
            ? this.fragmentContext
            : this.openElements.current;
    }
    _findFormInFragmentContext() {
        let node = this.fragmentContext;
        while (node) {
            if (this.treeAdapter.getTagName(node) === TAG_NAMES.FORM && this.treeAdapter.getNamespaceURI(node) === html_NS.HTML) {
                this.formElement = node;
                break;
            }
            node = this.treeAdapter.getParentNode(node);
        }
    }
    _initTokenizerForFragmentParsing() {
        if (!this.fragmentContext || this.treeAdapter.getNamespaceURI(this.fragmentContext) !== html_NS.HTML) {
            return;
        }
        switch (this.fragmentContextID) {
            case TAG_ID.TITLE:
            case TAG_ID.TEXTAREA: {
                this.tokenizer.state = TokenizerMode.RCDATA;
                break;
            }
            case TAG_ID.STYLE:
            case TAG_ID.XMP:
            case TAG_ID.IFRAME:
            case TAG_ID.NOEMBED:
            case TAG_ID.NOFRAMES:
            case TAG_ID.NOSCRIPT: {
                this.tokenizer.state = TokenizerMode.RAWTEXT;
                break;
            }
            case TAG_ID.SCRIPT: {
                this.tokenizer.state = TokenizerMode.SCRIPT_DATA;
                break;
            }
            case TAG_ID.PLAINTEXT: {
                this.tokenizer.state = TokenizerMode.PLAINTEXT;
                break;
            }
            default:
        }
    }
    _setDocumentType(token) {
        const name = token.name || '';
        const publicId = token.publicId || '';
        const systemId = token.systemId || '';
        this.treeAdapter.setDocumentType(this.document, name, publicId, systemId);
        if (token.location) {
            const documentChildren = this.treeAdapter.getChildNodes(this.document);
            const docTypeNode = documentChildren.find((node) => this.treeAdapter.isDocumentTypeNode(node));
            if (docTypeNode) {
                this.treeAdapter.setNodeSourceCodeLocation(docTypeNode, token.location);
            }
        }
    }
    _attachElementToTree(element, location, insertionLocation) {
        if (this.options.sourceCodeLocationInfo) {
            const loc = location && {
                ...location,
                startTag: location,
            };
            this.treeAdapter.setNodeSourceCodeLocation(element, loc);
        }
        if (insertionLocation.beforeElement) {
            this.treeAdapter.insertBefore(insertionLocation.parent, element, insertionLocation.beforeElement);
        }
        else {
            this.treeAdapter.appendChild(insertionLocation.parent, element);
        }
    }
    _getInsertionLocation() {
        var _a;
        if (this._shouldFosterParentOnInsertion()) {
            return this._findFosterParentingLocation();
        }
        return {
            parent: (_a = this.openElements.currentTmplContentOrNode) !== null && _a !== void 0 ? _a : this.document,
            beforeElement: null,
        };
    }
    _createElement(tagName, namespaceURI, attrs, intendedParent) {
        var _a, _b;
        const element = this.treeAdapter.createElement(tagName, namespaceURI, attrs);
        (_b = (_a = this.treeAdapter).onElementCreated) === null || _b === void 0 ? void 0 : _b.call(_a, element, {
            intendedParent,
            formElement: this.formElement,
            isInTemplate: this.openElements.tmplCount > 0,
        });
        return element;
    }
    _appendElement(token, namespaceURI) {
        const insertionLocation = this._getInsertionLocation();
        const element = this._createElement(token.tagName, namespaceURI, token.attrs, insertionLocation.parent);
        this._attachElementToTree(element, token.location, insertionLocation);
    }
    _insertElement(token, namespaceURI) {
        const insertionLocation = this._getInsertionLocation();
        const element = this._createElement(token.tagName, namespaceURI, token.attrs, insertionLocation.parent);
        this._attachElementToTree(element, token.location, insertionLocation);
        this.openElements.push(element, token.tagID);
    }
    _insertFakeElement(tagName, tagID) {
        const insertionLocation = this._getInsertionLocation();
        const element = this._createElement(tagName, html_NS.HTML, [], insertionLocation.parent);
        this._attachElementToTree(element, null, insertionLocation);
        this.openElements.push(element, tagID);
    }
    _insertTemplate(token) {
        const insertionLocation = this._getInsertionLocation();
        const tmpl = this._createElement(token.tagName, html_NS.HTML, token.attrs, insertionLocation.parent);
        const content = this.treeAdapter.createDocumentFragment();
        this.treeAdapter.setTemplateContent(tmpl, content);
        this._attachElementToTree(tmpl, token.location, insertionLocation);
        this.openElements.push(tmpl, token.tagID);
        if (this.options.sourceCodeLocationInfo)
            this.treeAdapter.setNodeSourceCodeLocation(content, null);
    }
    _insertFakeRootElement() {
        const element = this._createElement(TAG_NAMES.HTML, html_NS.HTML, [], this.document);
        if (this.options.sourceCodeLocationInfo)
            this.treeAdapter.setNodeSourceCodeLocation(element, null);
        this.treeAdapter.appendChild(this.document, element);
        this.openElements.push(element, TAG_ID.HTML);
    }
    _appendCommentNode(token, parent) {
        const commentNode = this.treeAdapter.createCommentNode(token.data);
        this.treeAdapter.appendChild(parent, commentNode);
        if (this.options.sourceCodeLocationInfo) {
            this.treeAdapter.setNodeSourceCodeLocation(commentNode, token.location);
        }
    }
    _insertCharacters(token) {
        let parent;
        let beforeElement;
        if (this._shouldFosterParentOnInsertion()) {
            ({ parent, beforeElement } = this._findFosterParentingLocation());
            if (beforeElement) {
                this.treeAdapter.insertTextBefore(parent, token.chars, beforeElement);
            }
            else {
                this.treeAdapter.insertText(parent, token.chars);
            }
        }
        else {
            parent = this.openElements.currentTmplContentOrNode;
            this.treeAdapter.insertText(parent, token.chars);
        }
        if (!token.location)
            return;
        const siblings = this.treeAdapter.getChildNodes(parent);
        const textNodeIdx = beforeElement ? siblings.lastIndexOf(beforeElement) : siblings.length;
        const textNode = siblings[textNodeIdx - 1];
        const tnLoc = this.treeAdapter.getNodeSourceCodeLocation(textNode);
        if (tnLoc) {
            const { endLine, endCol, endOffset } = token.location;
            this.treeAdapter.updateNodeSourceCodeLocation(textNode, { endLine, endCol, endOffset });
        }
        else if (this.options.sourceCodeLocationInfo) {
            this.treeAdapter.setNodeSourceCodeLocation(textNode, token.location);
        }
    }
    _adoptNodes(donor, recipient) {
        const children = [...this.treeAdapter.getChildNodes(donor)];
        for (let i = children.length - 1; i >= 0; i--) {
            this.treeAdapter.detachNode(children[i]);
        }
        for (const child of children) {
            this.treeAdapter.appendChild(recipient, child);
        }
    }
    _setEndLocation(element, closingToken) {
        if (this.treeAdapter.getNodeSourceCodeLocation(element) && closingToken.location) {
            const ctLoc = closingToken.location;
            const tn = this.treeAdapter.getTagName(element);
            const endLoc = 
            closingToken.type === TokenType.END_TAG && tn === closingToken.tagName
                ? {
                    endTag: { ...ctLoc },
                    endLine: ctLoc.endLine,
                    endCol: ctLoc.endCol,
                    endOffset: ctLoc.endOffset,
                }
                : {
                    endLine: ctLoc.startLine,
                    endCol: ctLoc.startCol,
                    endOffset: ctLoc.startOffset,
                };
            this.treeAdapter.updateNodeSourceCodeLocation(element, endLoc);
        }
    }
    shouldProcessStartTagTokenInForeignContent(token) {
        if (!this.currentNotInHTML)
            return false;
        let current;
        let currentTagId;
        if (this.openElements.stackTop === 0 && this.fragmentContext) {
            current = this.fragmentContext;
            currentTagId = this.fragmentContextID;
        }
        else {
            ({ current, currentTagId } = this.openElements);
        }
        if (token.tagID === TAG_ID.SVG &&
            this.treeAdapter.getTagName(current) === TAG_NAMES.ANNOTATION_XML &&
            this.treeAdapter.getNamespaceURI(current) === html_NS.MATHML) {
            return false;
        }
        return (
        this.tokenizer.inForeignNode ||
            ((token.tagID === TAG_ID.MGLYPH || token.tagID === TAG_ID.MALIGNMARK) &&
                currentTagId !== undefined &&
                !this._isIntegrationPoint(currentTagId, current, html_NS.HTML)));
    }
    _processToken(token) {
        switch (token.type) {
            case TokenType.CHARACTER: {
                this.onCharacter(token);
                break;
            }
            case TokenType.NULL_CHARACTER: {
                this.onNullCharacter(token);
                break;
            }
            case TokenType.COMMENT: {
                this.onComment(token);
                break;
            }
            case TokenType.DOCTYPE: {
                this.onDoctype(token);
                break;
            }
            case TokenType.START_TAG: {
                this._processStartTag(token);
                break;
            }
            case TokenType.END_TAG: {
                this.onEndTag(token);
                break;
            }
            case TokenType.EOF: {
                this.onEof(token);
                break;
            }
            case TokenType.WHITESPACE_CHARACTER: {
                this.onWhitespaceCharacter(token);
                break;
            }
        }
    }
    _isIntegrationPoint(tid, element, foreignNS) {
        var _a;
        const ns = this.treeAdapter.getNamespaceURI(element);
        if (tid === TAG_ID.ANNOTATION_XML && ns === html_NS.MATHML && foreignNS !== html_NS.MATHML) {
            const verdicts = ((_a = this.annotationXmlIntegrationPoints) !== null && _a !== void 0 ? _a : (this.annotationXmlIntegrationPoints = new Map()));
            let isIntegrationPoint = verdicts.get(element);
            if (isIntegrationPoint === undefined) {
                isIntegrationPoint = foreign_content_isIntegrationPoint(tid, ns, this.treeAdapter.getAttrList(element));
                verdicts.set(element, isIntegrationPoint);
            }
            return isIntegrationPoint;
        }
        return foreign_content_isIntegrationPoint(tid, ns, EMPTY_ATTRS, foreignNS);
    }
    _reconstructActiveFormattingElements() {
        let oldest = null;
        for (let entry = this.activeFormattingElements.newest; entry !== null && entry.type === EntryType.Element && !this.openElements.contains(entry.element); entry = entry.older) {
            oldest = entry;
        }
        for (let entry = oldest; entry !== null && entry.type === EntryType.Element; entry = entry.newer) {
            this._insertElement(entry.token, this.treeAdapter.getNamespaceURI(entry.element));
            this.activeFormattingElements.replaceElement(entry, this.openElements.current);
        }
    }
    _closeTableCell() {
        this.openElements.generateImpliedEndTags();
        this.openElements.popUntilTableCellPopped();
        this.activeFormattingElements.clearToLastMarker();
        this.insertionMode = InsertionMode.IN_ROW;
    }
    _closePElement() {
        this.openElements.generateImpliedEndTagsWithExclusion(TAG_ID.P);
        this.openElements.popUntilTagNamePopped(TAG_ID.P);
    }
    _resetInsertionMode() {
        const i = this.openElements.indexOfTopmostOf(INSERTION_MODE_TAGS);
        const tn = i === 0 && this.fragmentContext ? this.fragmentContextID : this.openElements.tagIDs[i];
        const node = i === 0 && this.fragmentContext ? this.fragmentContext : this.openElements.items[i];
        if (node !== undefined && this.treeAdapter.getNamespaceURI(node) === html_NS.HTML) {
            switch (tn) {
                case TAG_ID.TR: {
                    this.insertionMode = InsertionMode.IN_ROW;
                    return;
                }
                case TAG_ID.TBODY:
                case TAG_ID.THEAD:
                case TAG_ID.TFOOT: {
                    this.insertionMode = InsertionMode.IN_TABLE_BODY;
                    return;
                }
                case TAG_ID.CAPTION: {
                    this.insertionMode = InsertionMode.IN_CAPTION;
                    return;
                }
                case TAG_ID.COLGROUP: {
                    this.insertionMode = InsertionMode.IN_COLUMN_GROUP;
                    return;
                }
                case TAG_ID.TABLE: {
                    this.insertionMode = InsertionMode.IN_TABLE;
                    return;
                }
                case TAG_ID.BODY: {
                    this.insertionMode = InsertionMode.IN_BODY;
                    return;
                }
                case TAG_ID.FRAMESET: {
                    this.insertionMode = InsertionMode.IN_FRAMESET;
                    return;
                }
                case TAG_ID.SELECT: {
                    this._resetInsertionModeForSelect(i);
                    return;
                }
                case TAG_ID.TEMPLATE: {
                    this.insertionMode = this.tmplInsertionModeStack[this.tmplInsertionModeStack.length - 1];
                    return;
                }
                case TAG_ID.HTML: {
                    this.insertionMode = this.headElement ? InsertionMode.AFTER_HEAD : InsertionMode.BEFORE_HEAD;
                    return;
                }
                case TAG_ID.TD:
                case TAG_ID.TH: {
                    if (i > 0) {
                        this.insertionMode = InsertionMode.IN_CELL;
                        return;
                    }
                    break;
                }
                case TAG_ID.HEAD: {
                    if (i > 0) {
                        this.insertionMode = InsertionMode.IN_HEAD;
                        return;
                    }
                    break;
                }
            }
        }
        this.insertionMode = InsertionMode.IN_BODY;
    }
    _resetInsertionModeForSelect(selectIdx) {
        if (selectIdx > 0) {
            const tableIdx = this.openElements.indexOfTopmost(TAG_ID.TABLE);
            if (tableIdx > 0 && tableIdx > this.openElements.indexOfTopmost(TAG_ID.TEMPLATE)) {
                this.insertionMode = InsertionMode.IN_SELECT_IN_TABLE;
                return;
            }
        }
        this.insertionMode = InsertionMode.IN_SELECT;
    }
    _isElementCausesFosterParenting(tn) {
        return TABLE_STRUCTURE_TAGS.has(tn);
    }
    _shouldFosterParentOnInsertion() {
        return (this.fosterParentingEnabled &&
            this.openElements.currentTagId !== undefined &&
            this._isElementCausesFosterParenting(this.openElements.currentTagId));
    }
    _findFosterParentingLocation() {
        const { openElements } = this;
        const tableIdx = openElements.indexOfTopmost(TAG_ID.TABLE);
        const templateIdx = openElements.indexOfTopmost(TAG_ID.TEMPLATE);
        if (templateIdx > tableIdx) {
            return {
                parent: this.treeAdapter.getTemplateContent(openElements.items[templateIdx]),
                beforeElement: null,
            };
        }
        if (tableIdx !== -1) {
            const table = openElements.items[tableIdx];
            const parent = this.treeAdapter.getParentNode(table);
            if (parent) {
                return { parent, beforeElement: table };
            }
            return { parent: openElements.items[openElements.slotBelow(tableIdx)], beforeElement: null };
        }
        return { parent: openElements.items[0], beforeElement: null };
    }
    _fosterParentElement(element) {
        const location = this._findFosterParentingLocation();
        if (location.beforeElement) {
            this.treeAdapter.insertBefore(location.parent, element, location.beforeElement);
        }
        else {
            this.treeAdapter.appendChild(location.parent, element);
        }
    }
    _isSpecialElement(element, id) {
        const ns = this.treeAdapter.getNamespaceURI(element);
        return SPECIAL_ELEMENTS[ns].has(id);
    }
    onCharacter(token) {
        this.skipNextNewLine = false;
        if (this.tokenizer.inForeignNode) {
            characterInForeignContent(this, token);
            return;
        }
        switch (this.insertionMode) {
            case InsertionMode.INITIAL: {
                tokenInInitialMode(this, token);
                break;
            }
            case InsertionMode.BEFORE_HTML: {
                tokenBeforeHtml(this, token);
                break;
            }
            case InsertionMode.BEFORE_HEAD: {
                tokenBeforeHead(this, token);
                break;
            }
            case InsertionMode.IN_HEAD: {
                tokenInHead(this, token);
                break;
            }
            case InsertionMode.IN_HEAD_NO_SCRIPT: {
                tokenInHeadNoScript(this, token);
                break;
            }
            case InsertionMode.AFTER_HEAD: {
                tokenAfterHead(this, token);
                break;
            }
            case InsertionMode.IN_BODY:
            case InsertionMode.IN_CAPTION:
            case InsertionMode.IN_CELL:
            case InsertionMode.IN_TEMPLATE: {
                characterInBody(this, token);
                break;
            }
            case InsertionMode.TEXT:
            case InsertionMode.IN_SELECT:
            case InsertionMode.IN_SELECT_IN_TABLE: {
                this._insertCharacters(token);
                break;
            }
            case InsertionMode.IN_TABLE:
            case InsertionMode.IN_TABLE_BODY:
            case InsertionMode.IN_ROW: {
                characterInTable(this, token);
                break;
            }
            case InsertionMode.IN_TABLE_TEXT: {
                characterInTableText(this, token);
                break;
            }
            case InsertionMode.IN_COLUMN_GROUP: {
                tokenInColumnGroup(this, token);
                break;
            }
            case InsertionMode.AFTER_BODY: {
                tokenAfterBody(this, token);
                break;
            }
            case InsertionMode.AFTER_AFTER_BODY: {
                tokenAfterAfterBody(this, token);
                break;
            }
            default:
        }
    }
    onNullCharacter(token) {
        this.skipNextNewLine = false;
        if (this.tokenizer.inForeignNode) {
            nullCharacterInForeignContent(this, token);
            return;
        }
        switch (this.insertionMode) {
            case InsertionMode.INITIAL: {
                tokenInInitialMode(this, token);
                break;
            }
            case InsertionMode.BEFORE_HTML: {
                tokenBeforeHtml(this, token);
                break;
            }
            case InsertionMode.BEFORE_HEAD: {
                tokenBeforeHead(this, token);
                break;
            }
            case InsertionMode.IN_HEAD: {
                tokenInHead(this, token);
                break;
            }
            case InsertionMode.IN_HEAD_NO_SCRIPT: {
                tokenInHeadNoScript(this, token);
                break;
            }
            case InsertionMode.AFTER_HEAD: {
                tokenAfterHead(this, token);
                break;
            }
            case InsertionMode.TEXT: {
                this._insertCharacters(token);
                break;
            }
            case InsertionMode.IN_TABLE:
            case InsertionMode.IN_TABLE_BODY:
            case InsertionMode.IN_ROW: {
                characterInTable(this, token);
                break;
            }
            case InsertionMode.IN_COLUMN_GROUP: {
                tokenInColumnGroup(this, token);
                break;
            }
            case InsertionMode.AFTER_BODY: {
                tokenAfterBody(this, token);
                break;
            }
            case InsertionMode.AFTER_AFTER_BODY: {
                tokenAfterAfterBody(this, token);
                break;
            }
            default:
        }
    }
    onComment(token) {
        this.skipNextNewLine = false;
        if (this.currentNotInHTML) {
            appendComment(this, token);
            return;
        }
        switch (this.insertionMode) {
            case InsertionMode.INITIAL:
            case InsertionMode.BEFORE_HTML:
            case InsertionMode.BEFORE_HEAD:
            case InsertionMode.IN_HEAD:
            case InsertionMode.IN_HEAD_NO_SCRIPT:
            case InsertionMode.AFTER_HEAD:
            case InsertionMode.IN_BODY:
            case InsertionMode.IN_TABLE:
            case InsertionMode.IN_CAPTION:
            case InsertionMode.IN_COLUMN_GROUP:
            case InsertionMode.IN_TABLE_BODY:
            case InsertionMode.IN_ROW:
            case InsertionMode.IN_CELL:
            case InsertionMode.IN_SELECT:
            case InsertionMode.IN_SELECT_IN_TABLE:
            case InsertionMode.IN_TEMPLATE:
            case InsertionMode.IN_FRAMESET:
            case InsertionMode.AFTER_FRAMESET: {
                appendComment(this, token);
                break;
            }
            case InsertionMode.IN_TABLE_TEXT: {
                tokenInTableText(this, token);
                break;
            }
            case InsertionMode.AFTER_BODY: {
                appendCommentToRootHtmlElement(this, token);
                break;
            }
            case InsertionMode.AFTER_AFTER_BODY:
            case InsertionMode.AFTER_AFTER_FRAMESET: {
                appendCommentToDocument(this, token);
                break;
            }
            default:
        }
    }
    onDoctype(token) {
        this.skipNextNewLine = false;
        switch (this.insertionMode) {
            case InsertionMode.INITIAL: {
                doctypeInInitialMode(this, token);
                break;
            }
            case InsertionMode.BEFORE_HEAD:
            case InsertionMode.IN_HEAD:
            case InsertionMode.IN_HEAD_NO_SCRIPT:
            case InsertionMode.AFTER_HEAD: {
                this._err(token, ERR.misplacedDoctype);
                break;
            }
            case InsertionMode.IN_TABLE_TEXT: {
                tokenInTableText(this, token);
                break;
            }
            default:
        }
    }
    onStartTag(token) {
        this.skipNextNewLine = false;
        this.currentToken = token;
        this._processStartTag(token);
        if (token.selfClosing && !token.ackSelfClosing) {
            this._err(token, ERR.nonVoidHtmlElementStartTagWithTrailingSolidus);
        }
    }
    _processStartTag(token) {
        if (this.shouldProcessStartTagTokenInForeignContent(token)) {
            startTagInForeignContent(this, token);
        }
        else {
            this._startTagOutsideForeignContent(token);
        }
    }
    _startTagOutsideForeignContent(token) {
        switch (this.insertionMode) {
            case InsertionMode.INITIAL: {
                tokenInInitialMode(this, token);
                break;
            }
            case InsertionMode.BEFORE_HTML: {
                startTagBeforeHtml(this, token);
                break;
            }
            case InsertionMode.BEFORE_HEAD: {
                startTagBeforeHead(this, token);
                break;
            }
            case InsertionMode.IN_HEAD: {
                startTagInHead(this, token);
                break;
            }
            case InsertionMode.IN_HEAD_NO_SCRIPT: {
                startTagInHeadNoScript(this, token);
                break;
            }
            case InsertionMode.AFTER_HEAD: {
                startTagAfterHead(this, token);
                break;
            }
            case InsertionMode.IN_BODY: {
                startTagInBody(this, token);
                break;
            }
            case InsertionMode.IN_TABLE: {
                startTagInTable(this, token);
                break;
            }
            case InsertionMode.IN_TABLE_TEXT: {
                tokenInTableText(this, token);
                break;
            }
            case InsertionMode.IN_CAPTION: {
                startTagInCaption(this, token);
                break;
            }
            case InsertionMode.IN_COLUMN_GROUP: {
                startTagInColumnGroup(this, token);
                break;
            }
            case InsertionMode.IN_TABLE_BODY: {
                startTagInTableBody(this, token);
                break;
            }
            case InsertionMode.IN_ROW: {
                startTagInRow(this, token);
                break;
            }
            case InsertionMode.IN_CELL: {
                startTagInCell(this, token);
                break;
            }
            case InsertionMode.IN_SELECT: {
                startTagInSelect(this, token);
                break;
            }
            case InsertionMode.IN_SELECT_IN_TABLE: {
                startTagInSelectInTable(this, token);
                break;
            }
            case InsertionMode.IN_TEMPLATE: {
                startTagInTemplate(this, token);
                break;
            }
            case InsertionMode.AFTER_BODY: {
                startTagAfterBody(this, token);
                break;
            }
            case InsertionMode.IN_FRAMESET: {
                startTagInFrameset(this, token);
                break;
            }
            case InsertionMode.AFTER_FRAMESET: {
                startTagAfterFrameset(this, token);
                break;
            }
            case InsertionMode.AFTER_AFTER_BODY: {
                startTagAfterAfterBody(this, token);
                break;
            }
            case InsertionMode.AFTER_AFTER_FRAMESET: {
                startTagAfterAfterFrameset(this, token);
                break;
            }
            default:
        }
    }
    onEndTag(token) {
        this.skipNextNewLine = false;
        this.currentToken = token;
        if (this.currentNotInHTML) {
            endTagInForeignContent(this, token);
        }
        else {
            this._endTagOutsideForeignContent(token);
        }
    }
    _endTagOutsideForeignContent(token) {
        switch (this.insertionMode) {
            case InsertionMode.INITIAL: {
                tokenInInitialMode(this, token);
                break;
            }
            case InsertionMode.BEFORE_HTML: {
                endTagBeforeHtml(this, token);
                break;
            }
            case InsertionMode.BEFORE_HEAD: {
                endTagBeforeHead(this, token);
                break;
            }
            case InsertionMode.IN_HEAD: {
                endTagInHead(this, token);
                break;
            }
            case InsertionMode.IN_HEAD_NO_SCRIPT: {
                endTagInHeadNoScript(this, token);
                break;
            }
            case InsertionMode.AFTER_HEAD: {
                endTagAfterHead(this, token);
                break;
            }
            case InsertionMode.IN_BODY: {
                endTagInBody(this, token);
                break;
            }
            case InsertionMode.TEXT: {
                endTagInText(this, token);
                break;
            }
            case InsertionMode.IN_TABLE: {
                endTagInTable(this, token);
                break;
            }
            case InsertionMode.IN_TABLE_TEXT: {
                tokenInTableText(this, token);
                break;
            }
            case InsertionMode.IN_CAPTION: {
                endTagInCaption(this, token);
                break;
            }
            case InsertionMode.IN_COLUMN_GROUP: {
                endTagInColumnGroup(this, token);
                break;
            }
            case InsertionMode.IN_TABLE_BODY: {
                endTagInTableBody(this, token);
                break;
            }
            case InsertionMode.IN_ROW: {
                endTagInRow(this, token);
                break;
            }
            case InsertionMode.IN_CELL: {
                endTagInCell(this, token);
                break;
            }
            case InsertionMode.IN_SELECT: {
                endTagInSelect(this, token);
                break;
            }
            case InsertionMode.IN_SELECT_IN_TABLE: {
                endTagInSelectInTable(this, token);
                break;
            }
            case InsertionMode.IN_TEMPLATE: {
                endTagInTemplate(this, token);
                break;
            }
            case InsertionMode.AFTER_BODY: {
                endTagAfterBody(this, token);
                break;
            }
            case InsertionMode.IN_FRAMESET: {
                endTagInFrameset(this, token);
                break;
            }
            case InsertionMode.AFTER_FRAMESET: {
                endTagAfterFrameset(this, token);
                break;
            }
            case InsertionMode.AFTER_AFTER_BODY: {
                tokenAfterAfterBody(this, token);
                break;
            }
            default:
        }
    }
    onEof(token) {
        switch (this.insertionMode) {
            case InsertionMode.INITIAL: {
                tokenInInitialMode(this, token);
                break;
            }
            case InsertionMode.BEFORE_HTML: {
                tokenBeforeHtml(this, token);
                break;
            }
            case InsertionMode.BEFORE_HEAD: {
                tokenBeforeHead(this, token);
                break;
            }
            case InsertionMode.IN_HEAD: {
                tokenInHead(this, token);
                break;
            }
            case InsertionMode.IN_HEAD_NO_SCRIPT: {
                tokenInHeadNoScript(this, token);
                break;
            }
            case InsertionMode.AFTER_HEAD: {
                tokenAfterHead(this, token);
                break;
            }
            case InsertionMode.IN_BODY:
            case InsertionMode.IN_TABLE:
            case InsertionMode.IN_CAPTION:
            case InsertionMode.IN_COLUMN_GROUP:
            case InsertionMode.IN_TABLE_BODY:
            case InsertionMode.IN_ROW:
            case InsertionMode.IN_CELL:
            case InsertionMode.IN_SELECT:
            case InsertionMode.IN_SELECT_IN_TABLE: {
                eofInBody(this, token);
                break;
            }
            case InsertionMode.TEXT: {
                eofInText(this, token);
                break;
            }
            case InsertionMode.IN_TABLE_TEXT: {
                tokenInTableText(this, token);
                break;
            }
            case InsertionMode.IN_TEMPLATE: {
                eofInTemplate(this, token);
                break;
            }
            case InsertionMode.AFTER_BODY:
            case InsertionMode.IN_FRAMESET:
            case InsertionMode.AFTER_FRAMESET:
            case InsertionMode.AFTER_AFTER_BODY:
            case InsertionMode.AFTER_AFTER_FRAMESET: {
                stopParsing(this, token);
                break;
            }
            default:
        }
    }
    onWhitespaceCharacter(token) {
        if (this.skipNextNewLine) {
            this.skipNextNewLine = false;
            if (token.chars.charCodeAt(0) === CODE_POINTS.LINE_FEED) {
                if (token.chars.length === 1) {
                    return;
                }
                token.chars = token.chars.substr(1);
            }
        }
        if (this.tokenizer.inForeignNode) {
            this._insertCharacters(token);
            return;
        }
        switch (this.insertionMode) {
            case InsertionMode.IN_HEAD:
            case InsertionMode.IN_HEAD_NO_SCRIPT:
            case InsertionMode.AFTER_HEAD:
            case InsertionMode.TEXT:
            case InsertionMode.IN_COLUMN_GROUP:
            case InsertionMode.IN_SELECT:
            case InsertionMode.IN_SELECT_IN_TABLE:
            case InsertionMode.IN_FRAMESET:
            case InsertionMode.AFTER_FRAMESET: {
                this._insertCharacters(token);
                break;
            }
            case InsertionMode.IN_BODY:
            case InsertionMode.IN_CAPTION:
            case InsertionMode.IN_CELL:
            case InsertionMode.IN_TEMPLATE:
            case InsertionMode.AFTER_BODY:
            case InsertionMode.AFTER_AFTER_BODY:
            case InsertionMode.AFTER_AFTER_FRAMESET: {
                whitespaceCharacterInBody(this, token);
                break;
            }
            case InsertionMode.IN_TABLE:
            case InsertionMode.IN_TABLE_BODY:
            case InsertionMode.IN_ROW: {
                characterInTable(this, token);
                break;
            }
            case InsertionMode.IN_TABLE_TEXT: {
                whitespaceCharacterInTableText(this, token);
                break;
            }
            default:
        }
    }
}
function aaObtainFormattingElementEntry(p, token) {
    let formattingElementEntry = p.activeFormattingElements.getElementEntryInScopeWithTagName(token.tagName);
    if (formattingElementEntry) {
        if (!p.openElements.contains(formattingElementEntry.element)) {
            p.activeFormattingElements.removeEntry(formattingElementEntry);
            formattingElementEntry = null;
        }
        else if (!p.openElements.hasInScope(token.tagID, formattingElementEntry.element)) {
            formattingElementEntry = null;
        }
    }
    else {
        genericEndTagInBody(p, token);
    }
    return formattingElementEntry;
}
function aaObtainFurthestBlock(p, formattingElementEntry) {
    const { openElements } = p;
    const formattingIdx = openElements._indexOf(formattingElementEntry.element);
    for (let idx = openElements.slotAbove(formattingIdx); idx !== -1; idx = openElements.slotAbove(idx)) {
        if (p._isSpecialElement(openElements.items[idx], openElements.tagIDs[idx])) {
            return idx;
        }
    }
    openElements.shortenToLength(formattingIdx);
    p.activeFormattingElements.removeEntry(formattingElementEntry);
    return -1;
}
function aaInnerLoop(p, furthestBlockIdx, formattingElement) {
    const furthestBlock = p.openElements.items[furthestBlockIdx];
    let lastElement = furthestBlock;
    let nextIdx = p.openElements.slotBelow(furthestBlockIdx);
    const intendedParent = p.openElements.getCommonAncestor(formattingElement);
    for (let i = 0, idx = nextIdx; p.openElements.items[idx] !== formattingElement; i++, idx = nextIdx) {
        let element = p.openElements.items[idx];
        nextIdx = p.openElements.slotBelow(idx);
        const elementEntry = p.activeFormattingElements.getElementEntry(element);
        const counterOverflow = elementEntry && i >= AA_INNER_LOOP_ITER;
        const shouldRemoveFromOpenElements = !elementEntry || counterOverflow;
        if (shouldRemoveFromOpenElements) {
            if (counterOverflow) {
                p.activeFormattingElements.removeEntry(elementEntry);
            }
            p.openElements.removeAt(idx);
        }
        else {
            element = aaRecreateElementFromEntry(p, elementEntry, intendedParent);
            if (lastElement === furthestBlock) {
                p.activeFormattingElements.bookmark = elementEntry;
            }
            p.treeAdapter.detachNode(lastElement);
            p.treeAdapter.appendChild(element, lastElement);
            lastElement = element;
        }
    }
    return lastElement;
}
function aaRecreateElementFromEntry(p, elementEntry, intendedParent) {
    const ns = p.treeAdapter.getNamespaceURI(elementEntry.element);
    const newElement = p._createElement(elementEntry.token.tagName, ns, elementEntry.token.attrs, intendedParent);
    p.openElements.replace(elementEntry.element, newElement);
    p.activeFormattingElements.replaceElement(elementEntry, newElement);
    return newElement;
}
function aaInsertLastNodeInCommonAncestor(p, commonAncestor, lastElement) {
    const tn = p.treeAdapter.getTagName(commonAncestor);
    const tid = getTagID(tn);
    if (p._isElementCausesFosterParenting(tid)) {
        p._fosterParentElement(lastElement);
    }
    else {
        const ns = p.treeAdapter.getNamespaceURI(commonAncestor);
        if (tid === TAG_ID.TEMPLATE && ns === html_NS.HTML) {
            commonAncestor = p.treeAdapter.getTemplateContent(commonAncestor);
        }
        p.treeAdapter.appendChild(commonAncestor, lastElement);
    }
}
function aaReplaceFormattingElement(p, furthestBlock, formattingElementEntry) {
    const ns = p.treeAdapter.getNamespaceURI(formattingElementEntry.element);
    const { token } = formattingElementEntry;
    const newElement = p._createElement(token.tagName, ns, token.attrs, furthestBlock);
    p._adoptNodes(furthestBlock, newElement);
    p.treeAdapter.appendChild(furthestBlock, newElement);
    p.activeFormattingElements.insertElementAfterBookmark(newElement, token);
    p.activeFormattingElements.removeEntry(formattingElementEntry);
    const formattingIdx = p.openElements._indexOf(formattingElementEntry.element);
    let furthestBlockIdx = p.openElements.slotAbove(formattingIdx);
    while (p.openElements.items[furthestBlockIdx] !== furthestBlock) {
        furthestBlockIdx = p.openElements.slotAbove(furthestBlockIdx);
    }
    p.openElements.replaceFormattingElement(formattingIdx, furthestBlockIdx, newElement, token.tagID);
}
function callAdoptionAgency(p, token) {
    const { current, currentTagId } = p.openElements;
    if (currentTagId === token.tagID &&
        p.treeAdapter.getNamespaceURI(current) === html_NS.HTML &&
        !p.activeFormattingElements.getElementEntry(current)) {
        p.openElements.pop();
        return;
    }
    for (let i = 0; i < AA_OUTER_LOOP_ITER; i++) {
        const formattingElementEntry = aaObtainFormattingElementEntry(p, token);
        if (!formattingElementEntry) {
            break;
        }
        const furthestBlockIdx = aaObtainFurthestBlock(p, formattingElementEntry);
        if (furthestBlockIdx === -1) {
            break;
        }
        const furthestBlock = p.openElements.items[furthestBlockIdx];
        p.activeFormattingElements.bookmark = formattingElementEntry;
        const lastElement = aaInnerLoop(p, furthestBlockIdx, formattingElementEntry.element);
        const commonAncestor = p.openElements.getCommonAncestor(formattingElementEntry.element);
        p.treeAdapter.detachNode(lastElement);
        if (commonAncestor)
            aaInsertLastNodeInCommonAncestor(p, commonAncestor, lastElement);
        aaReplaceFormattingElement(p, furthestBlock, formattingElementEntry);
    }
}
function appendComment(p, token) {
    p._appendCommentNode(token, p.openElements.currentTmplContentOrNode);
}
function appendCommentToRootHtmlElement(p, token) {
    p._appendCommentNode(token, p.openElements.items[0]);
}
function appendCommentToDocument(p, token) {
    p._appendCommentNode(token, p.document);
}
function stopParsing(p, token) {
    p.stopped = true;
    if (token.location) {
        const target = p.fragmentContext ? 0 : 2;
        for (let i = p.openElements.stackTop; i >= target; i = p.openElements.slotBelow(i)) {
            p._setEndLocation(p.openElements.items[i], token);
        }
        if (!p.fragmentContext && p.openElements.stackTop >= 0) {
            const htmlElement = p.openElements.items[0];
            const htmlLocation = p.treeAdapter.getNodeSourceCodeLocation(htmlElement);
            if (htmlLocation && !htmlLocation.endTag) {
                p._setEndLocation(htmlElement, token);
                if (p.openElements.stackTop >= 1) {
                    const bodyElement = p.openElements.items[1];
                    const bodyLocation = p.treeAdapter.getNodeSourceCodeLocation(bodyElement);
                    if (bodyLocation && !bodyLocation.endTag) {
                        p._setEndLocation(bodyElement, token);
                    }
                }
            }
        }
    }
}
function doctypeInInitialMode(p, token) {
    p._setDocumentType(token);
    const mode = token.forceQuirks ? DOCUMENT_MODE.QUIRKS : getDocumentMode(token);
    if (!isConforming(token)) {
        p._err(token, ERR.nonConformingDoctype);
    }
    p.treeAdapter.setDocumentMode(p.document, mode);
    p.insertionMode = InsertionMode.BEFORE_HTML;
}
function tokenInInitialMode(p, token) {
    p._err(token, ERR.missingDoctype, true);
    p.treeAdapter.setDocumentMode(p.document, DOCUMENT_MODE.QUIRKS);
    p.insertionMode = InsertionMode.BEFORE_HTML;
    p._processToken(token);
}
function startTagBeforeHtml(p, token) {
    if (token.tagID === TAG_ID.HTML) {
        p._insertElement(token, html_NS.HTML);
        p.insertionMode = InsertionMode.BEFORE_HEAD;
    }
    else {
        tokenBeforeHtml(p, token);
    }
}
function endTagBeforeHtml(p, token) {
    const tn = token.tagID;
    if (tn === TAG_ID.HTML || tn === TAG_ID.HEAD || tn === TAG_ID.BODY || tn === TAG_ID.BR) {
        tokenBeforeHtml(p, token);
    }
}
function tokenBeforeHtml(p, token) {
    p._insertFakeRootElement();
    p.insertionMode = InsertionMode.BEFORE_HEAD;
    p._processToken(token);
}
function startTagBeforeHead(p, token) {
    switch (token.tagID) {
        case TAG_ID.HTML: {
            startTagInBody(p, token);
            break;
        }
        case TAG_ID.HEAD: {
            p._insertElement(token, html_NS.HTML);
            p.headElement = p.openElements.current;
            p.insertionMode = InsertionMode.IN_HEAD;
            break;
        }
        default: {
            tokenBeforeHead(p, token);
        }
    }
}
function endTagBeforeHead(p, token) {
    const tn = token.tagID;
    if (tn === TAG_ID.HEAD || tn === TAG_ID.BODY || tn === TAG_ID.HTML || tn === TAG_ID.BR) {
        tokenBeforeHead(p, token);
    }
    else {
        p._err(token, ERR.endTagWithoutMatchingOpenElement);
    }
}
function tokenBeforeHead(p, token) {
    p._insertFakeElement(TAG_NAMES.HEAD, TAG_ID.HEAD);
    p.headElement = p.openElements.current;
    p.insertionMode = InsertionMode.IN_HEAD;
    p._processToken(token);
}
function startTagInHead(p, token) {
    switch (token.tagID) {
        case TAG_ID.HTML: {
            startTagInBody(p, token);
            break;
        }
        case TAG_ID.BASE:
        case TAG_ID.BASEFONT:
        case TAG_ID.BGSOUND:
        case TAG_ID.LINK:
        case TAG_ID.META: {
            p._appendElement(token, html_NS.HTML);
            token.ackSelfClosing = true;
            break;
        }
        case TAG_ID.TITLE: {
            p._switchToTextParsing(token, TokenizerMode.RCDATA);
            break;
        }
        case TAG_ID.NOSCRIPT: {
            if (p.options.scriptingEnabled) {
                p._switchToTextParsing(token, TokenizerMode.RAWTEXT);
            }
            else {
                p._insertElement(token, html_NS.HTML);
                p.insertionMode = InsertionMode.IN_HEAD_NO_SCRIPT;
            }
            break;
        }
        case TAG_ID.NOFRAMES:
        case TAG_ID.STYLE: {
            p._switchToTextParsing(token, TokenizerMode.RAWTEXT);
            break;
        }
        case TAG_ID.SCRIPT: {
            p._switchToTextParsing(token, TokenizerMode.SCRIPT_DATA);
            break;
        }
        case TAG_ID.TEMPLATE: {
            p._insertTemplate(token);
            p.activeFormattingElements.insertMarker();
            p.framesetOk = false;
            p.insertionMode = InsertionMode.IN_TEMPLATE;
            p.tmplInsertionModeStack.push(InsertionMode.IN_TEMPLATE);
            break;
        }
        case TAG_ID.HEAD: {
            p._err(token, ERR.misplacedStartTagForHeadElement);
            break;
        }
        default: {
            tokenInHead(p, token);
        }
    }
}
function endTagInHead(p, token) {
    switch (token.tagID) {
        case TAG_ID.HEAD: {
            p.openElements.pop();
            p.insertionMode = InsertionMode.AFTER_HEAD;
            break;
        }
        case TAG_ID.BODY:
        case TAG_ID.BR:
        case TAG_ID.HTML: {
            tokenInHead(p, token);
            break;
        }
        case TAG_ID.TEMPLATE: {
            templateEndTagInHead(p, token);
            break;
        }
        default: {
            p._err(token, ERR.endTagWithoutMatchingOpenElement);
        }
    }
}
function templateEndTagInHead(p, token) {
    if (p.openElements.tmplCount > 0) {
        p.openElements.generateImpliedEndTagsThoroughly();
        if (p.openElements.currentTagId !== TAG_ID.TEMPLATE) {
            p._err(token, ERR.closingOfElementWithOpenChildElements);
        }
        p.openElements.popUntilTagNamePopped(TAG_ID.TEMPLATE);
        p.activeFormattingElements.clearToLastMarker();
        p.tmplInsertionModeStack.pop();
        p._resetInsertionMode();
    }
    else {
        p._err(token, ERR.endTagWithoutMatchingOpenElement);
    }
}
function tokenInHead(p, token) {
    p.openElements.pop();
    p.insertionMode = InsertionMode.AFTER_HEAD;
    p._processToken(token);
}
function startTagInHeadNoScript(p, token) {
    switch (token.tagID) {
        case TAG_ID.HTML: {
            startTagInBody(p, token);
            break;
        }
        case TAG_ID.BASEFONT:
        case TAG_ID.BGSOUND:
        case TAG_ID.HEAD:
        case TAG_ID.LINK:
        case TAG_ID.META:
        case TAG_ID.NOFRAMES:
        case TAG_ID.STYLE: {
            startTagInHead(p, token);
            break;
        }
        case TAG_ID.NOSCRIPT: {
            p._err(token, ERR.nestedNoscriptInHead);
            break;
        }
        default: {
            tokenInHeadNoScript(p, token);
        }
    }
}
function endTagInHeadNoScript(p, token) {
    switch (token.tagID) {
        case TAG_ID.NOSCRIPT: {
            p.openElements.pop();
            p.insertionMode = InsertionMode.IN_HEAD;
            break;
        }
        case TAG_ID.BR: {
            tokenInHeadNoScript(p, token);
            break;
        }
        default: {
            p._err(token, ERR.endTagWithoutMatchingOpenElement);
        }
    }
}
function tokenInHeadNoScript(p, token) {
    const errCode = token.type === TokenType.EOF ? ERR.openElementsLeftAfterEof : ERR.disallowedContentInNoscriptInHead;
    p._err(token, errCode);
    p.openElements.pop();
    p.insertionMode = InsertionMode.IN_HEAD;
    p._processToken(token);
}
function startTagAfterHead(p, token) {
    switch (token.tagID) {
        case TAG_ID.HTML: {
            startTagInBody(p, token);
            break;
        }
        case TAG_ID.BODY: {
            p._insertElement(token, html_NS.HTML);
            p.framesetOk = false;
            p.insertionMode = InsertionMode.IN_BODY;
            break;
        }
        case TAG_ID.FRAMESET: {
            p._insertElement(token, html_NS.HTML);
            p.insertionMode = InsertionMode.IN_FRAMESET;
            break;
        }
        case TAG_ID.BASE:
        case TAG_ID.BASEFONT:
        case TAG_ID.BGSOUND:
        case TAG_ID.LINK:
        case TAG_ID.META:
        case TAG_ID.NOFRAMES:
        case TAG_ID.SCRIPT:
        case TAG_ID.STYLE:
        case TAG_ID.TEMPLATE:
        case TAG_ID.TITLE: {
            p._err(token, ERR.abandonedHeadElementChild);
            p.openElements.push(p.headElement, TAG_ID.HEAD);
            startTagInHead(p, token);
            p.openElements.remove(p.headElement);
            break;
        }
        case TAG_ID.HEAD: {
            p._err(token, ERR.misplacedStartTagForHeadElement);
            break;
        }
        default: {
            tokenAfterHead(p, token);
        }
    }
}
function endTagAfterHead(p, token) {
    switch (token.tagID) {
        case TAG_ID.BODY:
        case TAG_ID.HTML:
        case TAG_ID.BR: {
            tokenAfterHead(p, token);
            break;
        }
        case TAG_ID.TEMPLATE: {
            templateEndTagInHead(p, token);
            break;
        }
        default: {
            p._err(token, ERR.endTagWithoutMatchingOpenElement);
        }
    }
}
function tokenAfterHead(p, token) {
    p._insertFakeElement(TAG_NAMES.BODY, TAG_ID.BODY);
    p.insertionMode = InsertionMode.IN_BODY;
    modeInBody(p, token);
}
function modeInBody(p, token) {
    switch (token.type) {
        case TokenType.CHARACTER: {
            characterInBody(p, token);
            break;
        }
        case TokenType.WHITESPACE_CHARACTER: {
            whitespaceCharacterInBody(p, token);
            break;
        }
        case TokenType.COMMENT: {
            appendComment(p, token);
            break;
        }
        case TokenType.START_TAG: {
            startTagInBody(p, token);
            break;
        }
        case TokenType.END_TAG: {
            endTagInBody(p, token);
            break;
        }
        case TokenType.EOF: {
            eofInBody(p, token);
            break;
        }
        default:
    }
}
function whitespaceCharacterInBody(p, token) {
    p._reconstructActiveFormattingElements();
    p._insertCharacters(token);
}
function characterInBody(p, token) {
    p._reconstructActiveFormattingElements();
    p._insertCharacters(token);
    p.framesetOk = false;
}
function htmlStartTagInBody(p, token) {
    if (p.openElements.tmplCount === 0) {
        p.treeAdapter.adoptAttributes(p.openElements.items[0], token.attrs);
    }
}
function bodyStartTagInBody(p, token) {
    const bodyElement = p.openElements.tryPeekProperlyNestedBodyElement();
    if (bodyElement && p.openElements.tmplCount === 0) {
        p.framesetOk = false;
        p.treeAdapter.adoptAttributes(bodyElement, token.attrs);
    }
}
function framesetStartTagInBody(p, token) {
    const bodyElement = p.openElements.tryPeekProperlyNestedBodyElement();
    if (p.framesetOk && bodyElement) {
        p.treeAdapter.detachNode(bodyElement);
        p.openElements.popAllUpToHtmlElement();
        p._insertElement(token, html_NS.HTML);
        p.insertionMode = InsertionMode.IN_FRAMESET;
    }
}
function addressStartTagInBody(p, token) {
    if (p.openElements.hasInButtonScope(TAG_ID.P)) {
        p._closePElement();
    }
    p._insertElement(token, html_NS.HTML);
}
function numberedHeaderStartTagInBody(p, token) {
    if (p.openElements.hasInButtonScope(TAG_ID.P)) {
        p._closePElement();
    }
    if (p.openElements.currentTagId !== undefined && NUMBERED_HEADERS.has(p.openElements.currentTagId)) {
        p.openElements.pop();
    }
    p._insertElement(token, html_NS.HTML);
}
function preStartTagInBody(p, token) {
    if (p.openElements.hasInButtonScope(TAG_ID.P)) {
        p._closePElement();
    }
    p._insertElement(token, html_NS.HTML);
    p.skipNextNewLine = true;
    p.framesetOk = false;
}
function formStartTagInBody(p, token) {
    const inTemplate = p.openElements.tmplCount > 0;
    if (!p.formElement || inTemplate) {
        if (p.openElements.hasInButtonScope(TAG_ID.P)) {
            p._closePElement();
        }
        p._insertElement(token, html_NS.HTML);
        if (!inTemplate) {
            p.formElement = p.openElements.current;
        }
    }
}
function listItemStartTagInBody(p, token) {
    p.framesetOk = false;
    const idx = token.tagID === TAG_ID.LI
        ? p.openElements.indexOfTopmost(TAG_ID.LI)
        : Math.max(p.openElements.indexOfTopmost(TAG_ID.DD), p.openElements.indexOfTopmost(TAG_ID.DT));
    if (idx !== -1 && !p.openElements.hasListItemBoundaryAbove(idx)) {
        const elementId = p.openElements.tagIDs[idx];
        p.openElements.generateImpliedEndTagsWithExclusion(elementId);
        p.openElements.popUntilTagNamePopped(elementId);
    }
    if (p.openElements.hasInButtonScope(TAG_ID.P)) {
        p._closePElement();
    }
    p._insertElement(token, html_NS.HTML);
}
function plaintextStartTagInBody(p, token) {
    if (p.openElements.hasInButtonScope(TAG_ID.P)) {
        p._closePElement();
    }
    p._insertElement(token, html_NS.HTML);
    p.tokenizer.state = TokenizerMode.PLAINTEXT;
}
function buttonStartTagInBody(p, token) {
    if (p.openElements.hasInScope(TAG_ID.BUTTON)) {
        p.openElements.generateImpliedEndTags();
        p.openElements.popUntilTagNamePopped(TAG_ID.BUTTON);
    }
    p._reconstructActiveFormattingElements();
    p._insertElement(token, html_NS.HTML);
    p.framesetOk = false;
}
function aStartTagInBody(p, token) {
    const activeElementEntry = p.activeFormattingElements.getElementEntryInScopeWithTagName(TAG_NAMES.A);
    if (activeElementEntry) {
        callAdoptionAgency(p, token);
        p.openElements.remove(activeElementEntry.element);
        p.activeFormattingElements.removeEntry(activeElementEntry);
    }
    p._reconstructActiveFormattingElements();
    p._insertElement(token, html_NS.HTML);
    p.activeFormattingElements.pushElement(p.openElements.current, token);
}
function bStartTagInBody(p, token) {
    p._reconstructActiveFormattingElements();
    p._insertElement(token, html_NS.HTML);
    p.activeFormattingElements.pushElement(p.openElements.current, token);
}
function nobrStartTagInBody(p, token) {
    p._reconstructActiveFormattingElements();
    if (p.openElements.hasInScope(TAG_ID.NOBR)) {
        callAdoptionAgency(p, token);
        p._reconstructActiveFormattingElements();
    }
    p._insertElement(token, html_NS.HTML);
    p.activeFormattingElements.pushElement(p.openElements.current, token);
}
function appletStartTagInBody(p, token) {
    p._reconstructActiveFormattingElements();
    p._insertElement(token, html_NS.HTML);
    p.activeFormattingElements.insertMarker();
    p.framesetOk = false;
}
function tableStartTagInBody(p, token) {
    if (p.treeAdapter.getDocumentMode(p.document) !== DOCUMENT_MODE.QUIRKS && p.openElements.hasInButtonScope(TAG_ID.P)) {
        p._closePElement();
    }
    p._insertElement(token, html_NS.HTML);
    p.framesetOk = false;
    p.insertionMode = InsertionMode.IN_TABLE;
}
function areaStartTagInBody(p, token) {
    p._reconstructActiveFormattingElements();
    p._appendElement(token, html_NS.HTML);
    p.framesetOk = false;
    token.ackSelfClosing = true;
}
function isHiddenInput(token) {
    const inputType = getTokenAttr(token, ATTRS.TYPE);
    return inputType != null && inputType.toLowerCase() === HIDDEN_INPUT_TYPE;
}
function inputStartTagInBody(p, token) {
    p._reconstructActiveFormattingElements();
    p._appendElement(token, html_NS.HTML);
    if (!isHiddenInput(token)) {
        p.framesetOk = false;
    }
    token.ackSelfClosing = true;
}
function paramStartTagInBody(p, token) {
    p._appendElement(token, html_NS.HTML);
    token.ackSelfClosing = true;
}
function hrStartTagInBody(p, token) {
    if (p.openElements.hasInButtonScope(TAG_ID.P)) {
        p._closePElement();
    }
    p._appendElement(token, html_NS.HTML);
    p.framesetOk = false;
    token.ackSelfClosing = true;
}
function imageStartTagInBody(p, token) {
    token.tagName = TAG_NAMES.IMG;
    token.tagID = TAG_ID.IMG;
    areaStartTagInBody(p, token);
}
function textareaStartTagInBody(p, token) {
    p._insertElement(token, html_NS.HTML);
    p.skipNextNewLine = true;
    p.tokenizer.state = TokenizerMode.RCDATA;
    p.originalInsertionMode = p.insertionMode;
    p.framesetOk = false;
    p.insertionMode = InsertionMode.TEXT;
}
function xmpStartTagInBody(p, token) {
    if (p.openElements.hasInButtonScope(TAG_ID.P)) {
        p._closePElement();
    }
    p._reconstructActiveFormattingElements();
    p.framesetOk = false;
    p._switchToTextParsing(token, TokenizerMode.RAWTEXT);
}
function iframeStartTagInBody(p, token) {
    p.framesetOk = false;
    p._switchToTextParsing(token, TokenizerMode.RAWTEXT);
}
function rawTextStartTagInBody(p, token) {
    p._switchToTextParsing(token, TokenizerMode.RAWTEXT);
}
function selectStartTagInBody(p, token) {
    p._reconstructActiveFormattingElements();
    p._insertElement(token, html_NS.HTML);
    p.framesetOk = false;
    p.insertionMode =
        p.insertionMode === InsertionMode.IN_TABLE ||
            p.insertionMode === InsertionMode.IN_CAPTION ||
            p.insertionMode === InsertionMode.IN_TABLE_BODY ||
            p.insertionMode === InsertionMode.IN_ROW ||
            p.insertionMode === InsertionMode.IN_CELL
            ? InsertionMode.IN_SELECT_IN_TABLE
            : InsertionMode.IN_SELECT;
}
function optgroupStartTagInBody(p, token) {
    if (p.openElements.currentTagId === TAG_ID.OPTION) {
        p.openElements.pop();
    }
    p._reconstructActiveFormattingElements();
    p._insertElement(token, html_NS.HTML);
}
function rbStartTagInBody(p, token) {
    if (p.openElements.hasInScope(TAG_ID.RUBY)) {
        p.openElements.generateImpliedEndTags();
    }
    p._insertElement(token, html_NS.HTML);
}
function rtStartTagInBody(p, token) {
    if (p.openElements.hasInScope(TAG_ID.RUBY)) {
        p.openElements.generateImpliedEndTagsWithExclusion(TAG_ID.RTC);
    }
    p._insertElement(token, html_NS.HTML);
}
function mathStartTagInBody(p, token) {
    p._reconstructActiveFormattingElements();
    adjustTokenMathMLAttrs(token);
    adjustTokenXMLAttrs(token);
    if (token.selfClosing) {
        p._appendElement(token, html_NS.MATHML);
    }
    else {
        p._insertElement(token, html_NS.MATHML);
    }
    token.ackSelfClosing = true;
}
function svgStartTagInBody(p, token) {
    p._reconstructActiveFormattingElements();
    adjustTokenSVGAttrs(token);
    adjustTokenXMLAttrs(token);
    if (token.selfClosing) {
        p._appendElement(token, html_NS.SVG);
    }
    else {
        p._insertElement(token, html_NS.SVG);
    }
    token.ackSelfClosing = true;
}
function genericStartTagInBody(p, token) {
    p._reconstructActiveFormattingElements();
    p._insertElement(token, html_NS.HTML);
}
function startTagInBody(p, token) {
    switch (token.tagID) {
        case TAG_ID.I:
        case TAG_ID.S:
        case TAG_ID.B:
        case TAG_ID.U:
        case TAG_ID.EM:
        case TAG_ID.TT:
        case TAG_ID.BIG:
        case TAG_ID.CODE:
        case TAG_ID.FONT:
        case TAG_ID.SMALL:
        case TAG_ID.STRIKE:
        case TAG_ID.STRONG: {
            bStartTagInBody(p, token);
            break;
        }
        case TAG_ID.A: {
            aStartTagInBody(p, token);
            break;
        }
        case TAG_ID.H1:
        case TAG_ID.H2:
        case TAG_ID.H3:
        case TAG_ID.H4:
        case TAG_ID.H5:
        case TAG_ID.H6: {
            numberedHeaderStartTagInBody(p, token);
            break;
        }
        case TAG_ID.P:
        case TAG_ID.DL:
        case TAG_ID.OL:
        case TAG_ID.UL:
        case TAG_ID.DIV:
        case TAG_ID.DIR:
        case TAG_ID.NAV:
        case TAG_ID.MAIN:
        case TAG_ID.MENU:
        case TAG_ID.ASIDE:
        case TAG_ID.CENTER:
        case TAG_ID.FIGURE:
        case TAG_ID.FOOTER:
        case TAG_ID.HEADER:
        case TAG_ID.HGROUP:
        case TAG_ID.DIALOG:
        case TAG_ID.DETAILS:
        case TAG_ID.ADDRESS:
        case TAG_ID.ARTICLE:
        case TAG_ID.SEARCH:
        case TAG_ID.SECTION:
        case TAG_ID.SUMMARY:
        case TAG_ID.FIELDSET:
        case TAG_ID.BLOCKQUOTE:
        case TAG_ID.FIGCAPTION: {
            addressStartTagInBody(p, token);
            break;
        }
        case TAG_ID.LI:
        case TAG_ID.DD:
        case TAG_ID.DT: {
            listItemStartTagInBody(p, token);
            break;
        }
        case TAG_ID.BR:
        case TAG_ID.IMG:
        case TAG_ID.WBR:
        case TAG_ID.AREA:
        case TAG_ID.EMBED:
        case TAG_ID.KEYGEN: {
            areaStartTagInBody(p, token);
            break;
        }
        case TAG_ID.HR: {
            hrStartTagInBody(p, token);
            break;
        }
        case TAG_ID.RB:
        case TAG_ID.RTC: {
            rbStartTagInBody(p, token);
            break;
        }
        case TAG_ID.RT:
        case TAG_ID.RP: {
            rtStartTagInBody(p, token);
            break;
        }
        case TAG_ID.PRE:
        case TAG_ID.LISTING: {
            preStartTagInBody(p, token);
            break;
        }
        case TAG_ID.XMP: {
            xmpStartTagInBody(p, token);
            break;
        }
        case TAG_ID.SVG: {
            svgStartTagInBody(p, token);
            break;
        }
        case TAG_ID.HTML: {
            htmlStartTagInBody(p, token);
            break;
        }
        case TAG_ID.BASE:
        case TAG_ID.LINK:
        case TAG_ID.META:
        case TAG_ID.STYLE:
        case TAG_ID.TITLE:
        case TAG_ID.SCRIPT:
        case TAG_ID.BGSOUND:
        case TAG_ID.BASEFONT:
        case TAG_ID.TEMPLATE: {
            startTagInHead(p, token);
            break;
        }
        case TAG_ID.BODY: {
            bodyStartTagInBody(p, token);
            break;
        }
        case TAG_ID.FORM: {
            formStartTagInBody(p, token);
            break;
        }
        case TAG_ID.NOBR: {
            nobrStartTagInBody(p, token);
            break;
        }
        case TAG_ID.MATH: {
            mathStartTagInBody(p, token);
            break;
        }
        case TAG_ID.TABLE: {
            tableStartTagInBody(p, token);
            break;
        }
        case TAG_ID.INPUT: {
            inputStartTagInBody(p, token);
            break;
        }
        case TAG_ID.PARAM:
        case TAG_ID.TRACK:
        case TAG_ID.SOURCE: {
            paramStartTagInBody(p, token);
            break;
        }
        case TAG_ID.IMAGE: {
            imageStartTagInBody(p, token);
            break;
        }
        case TAG_ID.BUTTON: {
            buttonStartTagInBody(p, token);
            break;
        }
        case TAG_ID.APPLET:
        case TAG_ID.OBJECT:
        case TAG_ID.MARQUEE: {
            appletStartTagInBody(p, token);
            break;
        }
        case TAG_ID.IFRAME: {
            iframeStartTagInBody(p, token);
            break;
        }
        case TAG_ID.SELECT: {
            selectStartTagInBody(p, token);
            break;
        }
        case TAG_ID.OPTION:
        case TAG_ID.OPTGROUP: {
            optgroupStartTagInBody(p, token);
            break;
        }
        case TAG_ID.NOEMBED:
        case TAG_ID.NOFRAMES: {
            rawTextStartTagInBody(p, token);
            break;
        }
        case TAG_ID.FRAMESET: {
            framesetStartTagInBody(p, token);
            break;
        }
        case TAG_ID.TEXTAREA: {
            textareaStartTagInBody(p, token);
            break;
        }
        case TAG_ID.NOSCRIPT: {
            if (p.options.scriptingEnabled) {
                rawTextStartTagInBody(p, token);
            }
            else {
                genericStartTagInBody(p, token);
            }
            break;
        }
        case TAG_ID.PLAINTEXT: {
            plaintextStartTagInBody(p, token);
            break;
        }
        case TAG_ID.COL:
        case TAG_ID.TH:
        case TAG_ID.TD:
        case TAG_ID.TR:
        case TAG_ID.HEAD:
        case TAG_ID.FRAME:
        case TAG_ID.TBODY:
        case TAG_ID.TFOOT:
        case TAG_ID.THEAD:
        case TAG_ID.CAPTION:
        case TAG_ID.COLGROUP: {
            break;
        }
        default: {
            genericStartTagInBody(p, token);
        }
    }
}
function bodyEndTagInBody(p, token) {
    if (p.openElements.hasInScope(TAG_ID.BODY)) {
        p.insertionMode = InsertionMode.AFTER_BODY;
        if (p.options.sourceCodeLocationInfo) {
            const bodyElement = p.openElements.tryPeekProperlyNestedBodyElement();
            if (bodyElement) {
                p._setEndLocation(bodyElement, token);
            }
        }
    }
}
function htmlEndTagInBody(p, token) {
    if (p.openElements.hasInScope(TAG_ID.BODY)) {
        p.insertionMode = InsertionMode.AFTER_BODY;
        endTagAfterBody(p, token);
    }
}
function addressEndTagInBody(p, token) {
    const tn = token.tagID;
    if (p.openElements.hasInScope(tn)) {
        p.openElements.generateImpliedEndTags();
        p.openElements.popUntilTagNamePopped(tn);
    }
}
function formEndTagInBody(p) {
    const inTemplate = p.openElements.tmplCount > 0;
    const { formElement } = p;
    if (!inTemplate) {
        p.formElement = null;
    }
    if ((formElement || inTemplate) && p.openElements.hasInScope(TAG_ID.FORM)) {
        p.openElements.generateImpliedEndTags();
        if (inTemplate) {
            p.openElements.popUntilTagNamePopped(TAG_ID.FORM);
        }
        else if (formElement) {
            p.openElements.remove(formElement);
        }
    }
}
function pEndTagInBody(p) {
    if (!p.openElements.hasInButtonScope(TAG_ID.P)) {
        p._insertFakeElement(TAG_NAMES.P, TAG_ID.P);
    }
    p._closePElement();
}
function liEndTagInBody(p) {
    if (p.openElements.hasInListItemScope(TAG_ID.LI)) {
        p.openElements.generateImpliedEndTagsWithExclusion(TAG_ID.LI);
        p.openElements.popUntilTagNamePopped(TAG_ID.LI);
    }
}
function ddEndTagInBody(p, token) {
    const tn = token.tagID;
    if (p.openElements.hasInScope(tn)) {
        p.openElements.generateImpliedEndTagsWithExclusion(tn);
        p.openElements.popUntilTagNamePopped(tn);
    }
}
function numberedHeaderEndTagInBody(p) {
    if (p.openElements.hasNumberedHeaderInScope()) {
        p.openElements.generateImpliedEndTags();
        p.openElements.popUntilNumberedHeaderPopped();
    }
}
function appletEndTagInBody(p, token) {
    const tn = token.tagID;
    if (p.openElements.hasInScope(tn)) {
        p.openElements.generateImpliedEndTags();
        p.openElements.popUntilTagNamePopped(tn);
        p.activeFormattingElements.clearToLastMarker();
    }
}
function brEndTagInBody(p) {
    p._reconstructActiveFormattingElements();
    p._insertFakeElement(TAG_NAMES.BR, TAG_ID.BR);
    p.openElements.pop();
    p.framesetOk = false;
}
function genericEndTagInBody(p, token) {
    const tid = token.tagID;
    const i = tid === TAG_ID.UNKNOWN
        ? p.openElements.indexOfTopmostByName(html_NS.HTML, token.tagName)
        : p.openElements.indexOfTopmost(tid);
    if (i > 0 && !p.openElements.hasSpecialElementAbove(i)) {
        p.openElements.generateImpliedEndTagsWithExclusion(tid);
        if (p.openElements.stackTop >= i)
            p.openElements.shortenToLength(i);
    }
}
function endTagInBody(p, token) {
    switch (token.tagID) {
        case TAG_ID.A:
        case TAG_ID.B:
        case TAG_ID.I:
        case TAG_ID.S:
        case TAG_ID.U:
        case TAG_ID.EM:
        case TAG_ID.TT:
        case TAG_ID.BIG:
        case TAG_ID.CODE:
        case TAG_ID.FONT:
        case TAG_ID.NOBR:
        case TAG_ID.SMALL:
        case TAG_ID.STRIKE:
        case TAG_ID.STRONG: {
            callAdoptionAgency(p, token);
            break;
        }
        case TAG_ID.P: {
            pEndTagInBody(p);
            break;
        }
        case TAG_ID.DL:
        case TAG_ID.UL:
        case TAG_ID.OL:
        case TAG_ID.DIR:
        case TAG_ID.DIV:
        case TAG_ID.NAV:
        case TAG_ID.PRE:
        case TAG_ID.MAIN:
        case TAG_ID.MENU:
        case TAG_ID.ASIDE:
        case TAG_ID.BUTTON:
        case TAG_ID.CENTER:
        case TAG_ID.FIGURE:
        case TAG_ID.FOOTER:
        case TAG_ID.HEADER:
        case TAG_ID.HGROUP:
        case TAG_ID.DIALOG:
        case TAG_ID.ADDRESS:
        case TAG_ID.ARTICLE:
        case TAG_ID.DETAILS:
        case TAG_ID.SEARCH:
        case TAG_ID.SECTION:
        case TAG_ID.SUMMARY:
        case TAG_ID.LISTING:
        case TAG_ID.FIELDSET:
        case TAG_ID.BLOCKQUOTE:
        case TAG_ID.FIGCAPTION: {
            addressEndTagInBody(p, token);
            break;
        }
        case TAG_ID.LI: {
            liEndTagInBody(p);
            break;
        }
        case TAG_ID.DD:
        case TAG_ID.DT: {
            ddEndTagInBody(p, token);
            break;
        }
        case TAG_ID.H1:
        case TAG_ID.H2:
        case TAG_ID.H3:
        case TAG_ID.H4:
        case TAG_ID.H5:
        case TAG_ID.H6: {
            numberedHeaderEndTagInBody(p);
            break;
        }
        case TAG_ID.BR: {
            brEndTagInBody(p);
            break;
        }
        case TAG_ID.BODY: {
            bodyEndTagInBody(p, token);
            break;
        }
        case TAG_ID.HTML: {
            htmlEndTagInBody(p, token);
            break;
        }
        case TAG_ID.FORM: {
            formEndTagInBody(p);
            break;
        }
        case TAG_ID.APPLET:
        case TAG_ID.OBJECT:
        case TAG_ID.MARQUEE: {
            appletEndTagInBody(p, token);
            break;
        }
        case TAG_ID.TEMPLATE: {
            templateEndTagInHead(p, token);
            break;
        }
        default: {
            genericEndTagInBody(p, token);
        }
    }
}
function eofInBody(p, token) {
    if (p.tmplInsertionModeStack.length > 0) {
        eofInTemplate(p, token);
    }
    else {
        stopParsing(p, token);
    }
}
function endTagInText(p, token) {
    var _a;
    if (token.tagID === TAG_ID.SCRIPT) {
        (_a = p.scriptHandler) === null || _a === void 0 ? void 0 : _a.call(p, p.openElements.current);
    }
    p.openElements.pop();
    p.insertionMode = p.originalInsertionMode;
}
function eofInText(p, token) {
    p._err(token, ERR.eofInElementThatCanContainOnlyText);
    p.openElements.pop();
    p.insertionMode = p.originalInsertionMode;
    p.onEof(token);
}
function characterInTable(p, token) {
    if (p.openElements.currentTagId !== undefined && TABLE_STRUCTURE_TAGS.has(p.openElements.currentTagId)) {
        p.pendingCharacterTokens.length = 0;
        p.hasNonWhitespacePendingCharacterToken = false;
        p.originalInsertionMode = p.insertionMode;
        p.insertionMode = InsertionMode.IN_TABLE_TEXT;
        switch (token.type) {
            case TokenType.CHARACTER: {
                characterInTableText(p, token);
                break;
            }
            case TokenType.WHITESPACE_CHARACTER: {
                whitespaceCharacterInTableText(p, token);
                break;
            }
        }
    }
    else {
        tokenInTable(p, token);
    }
}
function captionStartTagInTable(p, token) {
    p.openElements.clearBackToTableContext();
    p.activeFormattingElements.insertMarker();
    p._insertElement(token, html_NS.HTML);
    p.insertionMode = InsertionMode.IN_CAPTION;
}
function colgroupStartTagInTable(p, token) {
    p.openElements.clearBackToTableContext();
    p._insertElement(token, html_NS.HTML);
    p.insertionMode = InsertionMode.IN_COLUMN_GROUP;
}
function colStartTagInTable(p, token) {
    p.openElements.clearBackToTableContext();
    p._insertFakeElement(TAG_NAMES.COLGROUP, TAG_ID.COLGROUP);
    p.insertionMode = InsertionMode.IN_COLUMN_GROUP;
    startTagInColumnGroup(p, token);
}
function tbodyStartTagInTable(p, token) {
    p.openElements.clearBackToTableContext();
    p._insertElement(token, html_NS.HTML);
    p.insertionMode = InsertionMode.IN_TABLE_BODY;
}
function tdStartTagInTable(p, token) {
    p.openElements.clearBackToTableContext();
    p._insertFakeElement(TAG_NAMES.TBODY, TAG_ID.TBODY);
    p.insertionMode = InsertionMode.IN_TABLE_BODY;
    startTagInTableBody(p, token);
}
function tableStartTagInTable(p, token) {
    if (p.openElements.hasInTableScope(TAG_ID.TABLE)) {
        p.openElements.popUntilTagNamePopped(TAG_ID.TABLE);
        p._resetInsertionMode();
        p._processStartTag(token);
    }
}
function inputStartTagInTable(p, token) {
    if (isHiddenInput(token)) {
        p._appendElement(token, html_NS.HTML);
    }
    else {
        tokenInTable(p, token);
    }
    token.ackSelfClosing = true;
}
function formStartTagInTable(p, token) {
    if (!p.formElement && p.openElements.tmplCount === 0) {
        p._insertElement(token, html_NS.HTML);
        p.formElement = p.openElements.current;
        p.openElements.pop();
    }
}
function startTagInTable(p, token) {
    switch (token.tagID) {
        case TAG_ID.TD:
        case TAG_ID.TH:
        case TAG_ID.TR: {
            tdStartTagInTable(p, token);
            break;
        }
        case TAG_ID.STYLE:
        case TAG_ID.SCRIPT:
        case TAG_ID.TEMPLATE: {
            startTagInHead(p, token);
            break;
        }
        case TAG_ID.COL: {
            colStartTagInTable(p, token);
            break;
        }
        case TAG_ID.FORM: {
            formStartTagInTable(p, token);
            break;
        }
        case TAG_ID.TABLE: {
            tableStartTagInTable(p, token);
            break;
        }
        case TAG_ID.TBODY:
        case TAG_ID.TFOOT:
        case TAG_ID.THEAD: {
            tbodyStartTagInTable(p, token);
            break;
        }
        case TAG_ID.INPUT: {
            inputStartTagInTable(p, token);
            break;
        }
        case TAG_ID.CAPTION: {
            captionStartTagInTable(p, token);
            break;
        }
        case TAG_ID.COLGROUP: {
            colgroupStartTagInTable(p, token);
            break;
        }
        default: {
            tokenInTable(p, token);
        }
    }
}
function endTagInTable(p, token) {
    switch (token.tagID) {
        case TAG_ID.TABLE: {
            if (p.openElements.hasInTableScope(TAG_ID.TABLE)) {
                p.openElements.popUntilTagNamePopped(TAG_ID.TABLE);
                p._resetInsertionMode();
            }
            break;
        }
        case TAG_ID.TEMPLATE: {
            templateEndTagInHead(p, token);
            break;
        }
        case TAG_ID.BODY:
        case TAG_ID.CAPTION:
        case TAG_ID.COL:
        case TAG_ID.COLGROUP:
        case TAG_ID.HTML:
        case TAG_ID.TBODY:
        case TAG_ID.TD:
        case TAG_ID.TFOOT:
        case TAG_ID.TH:
        case TAG_ID.THEAD:
        case TAG_ID.TR: {
            break;
        }
        default: {
            tokenInTable(p, token);
        }
    }
}
function tokenInTable(p, token) {
    const savedFosterParentingState = p.fosterParentingEnabled;
    p.fosterParentingEnabled = true;
    modeInBody(p, token);
    p.fosterParentingEnabled = savedFosterParentingState;
}
function whitespaceCharacterInTableText(p, token) {
    p.pendingCharacterTokens.push(token);
}
function characterInTableText(p, token) {
    p.pendingCharacterTokens.push(token);
    p.hasNonWhitespacePendingCharacterToken = true;
}
function tokenInTableText(p, token) {
    let i = 0;
    if (p.hasNonWhitespacePendingCharacterToken) {
        for (; i < p.pendingCharacterTokens.length; i++) {
            tokenInTable(p, p.pendingCharacterTokens[i]);
        }
    }
    else {
        for (; i < p.pendingCharacterTokens.length; i++) {
            p._insertCharacters(p.pendingCharacterTokens[i]);
        }
    }
    p.insertionMode = p.originalInsertionMode;
    p._processToken(token);
}
const TABLE_VOID_ELEMENTS = new Set([TAG_ID.CAPTION, TAG_ID.COL, TAG_ID.COLGROUP, TAG_ID.TBODY, TAG_ID.TD, TAG_ID.TFOOT, TAG_ID.TH, TAG_ID.THEAD, TAG_ID.TR]);
function startTagInCaption(p, token) {
    const tn = token.tagID;
    if (TABLE_VOID_ELEMENTS.has(tn)) {
        if (p.openElements.hasInTableScope(TAG_ID.CAPTION)) {
            p.openElements.generateImpliedEndTags();
            p.openElements.popUntilTagNamePopped(TAG_ID.CAPTION);
            p.activeFormattingElements.clearToLastMarker();
            p.insertionMode = InsertionMode.IN_TABLE;
            startTagInTable(p, token);
        }
    }
    else {
        startTagInBody(p, token);
    }
}
function endTagInCaption(p, token) {
    const tn = token.tagID;
    switch (tn) {
        case TAG_ID.CAPTION:
        case TAG_ID.TABLE: {
            if (p.openElements.hasInTableScope(TAG_ID.CAPTION)) {
                p.openElements.generateImpliedEndTags();
                p.openElements.popUntilTagNamePopped(TAG_ID.CAPTION);
                p.activeFormattingElements.clearToLastMarker();
                p.insertionMode = InsertionMode.IN_TABLE;
                if (tn === TAG_ID.TABLE) {
                    endTagInTable(p, token);
                }
            }
            break;
        }
        case TAG_ID.BODY:
        case TAG_ID.COL:
        case TAG_ID.COLGROUP:
        case TAG_ID.HTML:
        case TAG_ID.TBODY:
        case TAG_ID.TD:
        case TAG_ID.TFOOT:
        case TAG_ID.TH:
        case TAG_ID.THEAD:
        case TAG_ID.TR: {
            break;
        }
        default: {
            endTagInBody(p, token);
        }
    }
}
function startTagInColumnGroup(p, token) {
    switch (token.tagID) {
        case TAG_ID.HTML: {
            startTagInBody(p, token);
            break;
        }
        case TAG_ID.COL: {
            p._appendElement(token, html_NS.HTML);
            token.ackSelfClosing = true;
            break;
        }
        case TAG_ID.TEMPLATE: {
            startTagInHead(p, token);
            break;
        }
        default: {
            tokenInColumnGroup(p, token);
        }
    }
}
function endTagInColumnGroup(p, token) {
    switch (token.tagID) {
        case TAG_ID.COLGROUP: {
            if (p.openElements.currentTagId === TAG_ID.COLGROUP) {
                p.openElements.pop();
                p.insertionMode = InsertionMode.IN_TABLE;
            }
            break;
        }
        case TAG_ID.TEMPLATE: {
            templateEndTagInHead(p, token);
            break;
        }
        case TAG_ID.COL: {
            break;
        }
        default: {
            tokenInColumnGroup(p, token);
        }
    }
}
function tokenInColumnGroup(p, token) {
    if (p.openElements.currentTagId === TAG_ID.COLGROUP) {
        p.openElements.pop();
        p.insertionMode = InsertionMode.IN_TABLE;
        p._processToken(token);
    }
}
function startTagInTableBody(p, token) {
    switch (token.tagID) {
        case TAG_ID.TR: {
            p.openElements.clearBackToTableBodyContext();
            p._insertElement(token, html_NS.HTML);
            p.insertionMode = InsertionMode.IN_ROW;
            break;
        }
        case TAG_ID.TH:
        case TAG_ID.TD: {
            p.openElements.clearBackToTableBodyContext();
            p._insertFakeElement(TAG_NAMES.TR, TAG_ID.TR);
            p.insertionMode = InsertionMode.IN_ROW;
            startTagInRow(p, token);
            break;
        }
        case TAG_ID.CAPTION:
        case TAG_ID.COL:
        case TAG_ID.COLGROUP:
        case TAG_ID.TBODY:
        case TAG_ID.TFOOT:
        case TAG_ID.THEAD: {
            if (p.openElements.hasTableBodyContextInTableScope()) {
                p.openElements.clearBackToTableBodyContext();
                p.openElements.pop();
                p.insertionMode = InsertionMode.IN_TABLE;
                startTagInTable(p, token);
            }
            break;
        }
        default: {
            startTagInTable(p, token);
        }
    }
}
function endTagInTableBody(p, token) {
    const tn = token.tagID;
    switch (token.tagID) {
        case TAG_ID.TBODY:
        case TAG_ID.TFOOT:
        case TAG_ID.THEAD: {
            if (p.openElements.hasInTableScope(tn)) {
                p.openElements.clearBackToTableBodyContext();
                p.openElements.pop();
                p.insertionMode = InsertionMode.IN_TABLE;
            }
            break;
        }
        case TAG_ID.TABLE: {
            if (p.openElements.hasTableBodyContextInTableScope()) {
                p.openElements.clearBackToTableBodyContext();
                p.openElements.pop();
                p.insertionMode = InsertionMode.IN_TABLE;
                endTagInTable(p, token);
            }
            break;
        }
        case TAG_ID.BODY:
        case TAG_ID.CAPTION:
        case TAG_ID.COL:
        case TAG_ID.COLGROUP:
        case TAG_ID.HTML:
        case TAG_ID.TD:
        case TAG_ID.TH:
        case TAG_ID.TR: {
            break;
        }
        default: {
            endTagInTable(p, token);
        }
    }
}
function startTagInRow(p, token) {
    switch (token.tagID) {
        case TAG_ID.TH:
        case TAG_ID.TD: {
            p.openElements.clearBackToTableRowContext();
            p._insertElement(token, html_NS.HTML);
            p.insertionMode = InsertionMode.IN_CELL;
            p.activeFormattingElements.insertMarker();
            break;
        }
        case TAG_ID.CAPTION:
        case TAG_ID.COL:
        case TAG_ID.COLGROUP:
        case TAG_ID.TBODY:
        case TAG_ID.TFOOT:
        case TAG_ID.THEAD:
        case TAG_ID.TR: {
            if (p.openElements.hasInTableScope(TAG_ID.TR)) {
                p.openElements.clearBackToTableRowContext();
                p.openElements.pop();
                p.insertionMode = InsertionMode.IN_TABLE_BODY;
                startTagInTableBody(p, token);
            }
            break;
        }
        default: {
            startTagInTable(p, token);
        }
    }
}
function endTagInRow(p, token) {
    switch (token.tagID) {
        case TAG_ID.TR: {
            if (p.openElements.hasInTableScope(TAG_ID.TR)) {
                p.openElements.clearBackToTableRowContext();
                p.openElements.pop();
                p.insertionMode = InsertionMode.IN_TABLE_BODY;
            }
            break;
        }
        case TAG_ID.TABLE: {
            if (p.openElements.hasInTableScope(TAG_ID.TR)) {
                p.openElements.clearBackToTableRowContext();
                p.openElements.pop();
                p.insertionMode = InsertionMode.IN_TABLE_BODY;
                endTagInTableBody(p, token);
            }
            break;
        }
        case TAG_ID.TBODY:
        case TAG_ID.TFOOT:
        case TAG_ID.THEAD: {
            if (p.openElements.hasInTableScope(token.tagID) || p.openElements.hasInTableScope(TAG_ID.TR)) {
                p.openElements.clearBackToTableRowContext();
                p.openElements.pop();
                p.insertionMode = InsertionMode.IN_TABLE_BODY;
                endTagInTableBody(p, token);
            }
            break;
        }
        case TAG_ID.BODY:
        case TAG_ID.CAPTION:
        case TAG_ID.COL:
        case TAG_ID.COLGROUP:
        case TAG_ID.HTML:
        case TAG_ID.TD:
        case TAG_ID.TH: {
            break;
        }
        default: {
            endTagInTable(p, token);
        }
    }
}
function startTagInCell(p, token) {
    const tn = token.tagID;
    if (TABLE_VOID_ELEMENTS.has(tn)) {
        if (p.openElements.hasInTableScope(TAG_ID.TD) || p.openElements.hasInTableScope(TAG_ID.TH)) {
            p._closeTableCell();
            startTagInRow(p, token);
        }
    }
    else {
        startTagInBody(p, token);
    }
}
function endTagInCell(p, token) {
    const tn = token.tagID;
    switch (tn) {
        case TAG_ID.TD:
        case TAG_ID.TH: {
            if (p.openElements.hasInTableScope(tn)) {
                p.openElements.generateImpliedEndTags();
                p.openElements.popUntilTagNamePopped(tn);
                p.activeFormattingElements.clearToLastMarker();
                p.insertionMode = InsertionMode.IN_ROW;
            }
            break;
        }
        case TAG_ID.TABLE:
        case TAG_ID.TBODY:
        case TAG_ID.TFOOT:
        case TAG_ID.THEAD:
        case TAG_ID.TR: {
            if (p.openElements.hasInTableScope(tn)) {
                p._closeTableCell();
                endTagInRow(p, token);
            }
            break;
        }
        case TAG_ID.BODY:
        case TAG_ID.CAPTION:
        case TAG_ID.COL:
        case TAG_ID.COLGROUP:
        case TAG_ID.HTML: {
            break;
        }
        default: {
            endTagInBody(p, token);
        }
    }
}
function startTagInSelect(p, token) {
    switch (token.tagID) {
        case TAG_ID.HTML: {
            startTagInBody(p, token);
            break;
        }
        case TAG_ID.OPTION: {
            if (p.openElements.currentTagId === TAG_ID.OPTION) {
                p.openElements.pop();
            }
            p._insertElement(token, html_NS.HTML);
            break;
        }
        case TAG_ID.OPTGROUP: {
            if (p.openElements.currentTagId === TAG_ID.OPTION) {
                p.openElements.pop();
            }
            if (p.openElements.currentTagId === TAG_ID.OPTGROUP) {
                p.openElements.pop();
            }
            p._insertElement(token, html_NS.HTML);
            break;
        }
        case TAG_ID.HR: {
            if (p.openElements.currentTagId === TAG_ID.OPTION) {
                p.openElements.pop();
            }
            if (p.openElements.currentTagId === TAG_ID.OPTGROUP) {
                p.openElements.pop();
            }
            p._appendElement(token, html_NS.HTML);
            token.ackSelfClosing = true;
            break;
        }
        case TAG_ID.INPUT:
        case TAG_ID.KEYGEN:
        case TAG_ID.TEXTAREA:
        case TAG_ID.SELECT: {
            if (p.openElements.hasInSelectScope(TAG_ID.SELECT)) {
                p.openElements.popUntilTagNamePopped(TAG_ID.SELECT);
                p._resetInsertionMode();
                if (token.tagID !== TAG_ID.SELECT) {
                    p._processStartTag(token);
                }
            }
            break;
        }
        case TAG_ID.SCRIPT:
        case TAG_ID.TEMPLATE: {
            startTagInHead(p, token);
            break;
        }
        default:
    }
}
function endTagInSelect(p, token) {
    switch (token.tagID) {
        case TAG_ID.OPTGROUP: {
            if (p.openElements.stackTop > 0 &&
                p.openElements.currentTagId === TAG_ID.OPTION &&
                p.openElements.tagIDs[p.openElements.slotBelow(p.openElements.stackTop)] === TAG_ID.OPTGROUP) {
                p.openElements.pop();
            }
            if (p.openElements.currentTagId === TAG_ID.OPTGROUP) {
                p.openElements.pop();
            }
            break;
        }
        case TAG_ID.OPTION: {
            if (p.openElements.currentTagId === TAG_ID.OPTION) {
                p.openElements.pop();
            }
            break;
        }
        case TAG_ID.SELECT: {
            if (p.openElements.hasInSelectScope(TAG_ID.SELECT)) {
                p.openElements.popUntilTagNamePopped(TAG_ID.SELECT);
                p._resetInsertionMode();
            }
            break;
        }
        case TAG_ID.TEMPLATE: {
            templateEndTagInHead(p, token);
            break;
        }
        default:
    }
}
function startTagInSelectInTable(p, token) {
    const tn = token.tagID;
    if (tn === TAG_ID.CAPTION ||
        tn === TAG_ID.TABLE ||
        tn === TAG_ID.TBODY ||
        tn === TAG_ID.TFOOT ||
        tn === TAG_ID.THEAD ||
        tn === TAG_ID.TR ||
        tn === TAG_ID.TD ||
        tn === TAG_ID.TH) {
        p.openElements.popUntilTagNamePopped(TAG_ID.SELECT);
        p._resetInsertionMode();
        p._processStartTag(token);
    }
    else {
        startTagInSelect(p, token);
    }
}
function endTagInSelectInTable(p, token) {
    const tn = token.tagID;
    if (tn === TAG_ID.CAPTION ||
        tn === TAG_ID.TABLE ||
        tn === TAG_ID.TBODY ||
        tn === TAG_ID.TFOOT ||
        tn === TAG_ID.THEAD ||
        tn === TAG_ID.TR ||
        tn === TAG_ID.TD ||
        tn === TAG_ID.TH) {
        if (p.openElements.hasInTableScope(tn)) {
            p.openElements.popUntilTagNamePopped(TAG_ID.SELECT);
            p._resetInsertionMode();
            p.onEndTag(token);
        }
    }
    else {
        endTagInSelect(p, token);
    }
}
function startTagInTemplate(p, token) {
    switch (token.tagID) {
        case TAG_ID.BASE:
        case TAG_ID.BASEFONT:
        case TAG_ID.BGSOUND:
        case TAG_ID.LINK:
        case TAG_ID.META:
        case TAG_ID.NOFRAMES:
        case TAG_ID.SCRIPT:
        case TAG_ID.STYLE:
        case TAG_ID.TEMPLATE:
        case TAG_ID.TITLE: {
            startTagInHead(p, token);
            break;
        }
        case TAG_ID.CAPTION:
        case TAG_ID.COLGROUP:
        case TAG_ID.TBODY:
        case TAG_ID.TFOOT:
        case TAG_ID.THEAD: {
            p.tmplInsertionModeStack[p.tmplInsertionModeStack.length - 1] = InsertionMode.IN_TABLE;
            p.insertionMode = InsertionMode.IN_TABLE;
            startTagInTable(p, token);
            break;
        }
        case TAG_ID.COL: {
            p.tmplInsertionModeStack[p.tmplInsertionModeStack.length - 1] = InsertionMode.IN_COLUMN_GROUP;
            p.insertionMode = InsertionMode.IN_COLUMN_GROUP;
            startTagInColumnGroup(p, token);
            break;
        }
        case TAG_ID.TR: {
            p.tmplInsertionModeStack[p.tmplInsertionModeStack.length - 1] = InsertionMode.IN_TABLE_BODY;
            p.insertionMode = InsertionMode.IN_TABLE_BODY;
            startTagInTableBody(p, token);
            break;
        }
        case TAG_ID.TD:
        case TAG_ID.TH: {
            p.tmplInsertionModeStack[p.tmplInsertionModeStack.length - 1] = InsertionMode.IN_ROW;
            p.insertionMode = InsertionMode.IN_ROW;
            startTagInRow(p, token);
            break;
        }
        default: {
            p.tmplInsertionModeStack[p.tmplInsertionModeStack.length - 1] = InsertionMode.IN_BODY;
            p.insertionMode = InsertionMode.IN_BODY;
            startTagInBody(p, token);
        }
    }
}
function endTagInTemplate(p, token) {
    if (token.tagID === TAG_ID.TEMPLATE) {
        templateEndTagInHead(p, token);
    }
}
function eofInTemplate(p, token) {
    if (p.openElements.tmplCount > 0) {
        do {
            p.openElements.popUntilTagNamePopped(TAG_ID.TEMPLATE);
            p.activeFormattingElements.clearToLastMarker();
            p.tmplInsertionModeStack.pop();
        } while (p.openElements.tmplCount > 0);
        p._resetInsertionMode();
        p.onEof(token);
    }
    else {
        stopParsing(p, token);
    }
}
function startTagAfterBody(p, token) {
    if (token.tagID === TAG_ID.HTML) {
        startTagInBody(p, token);
    }
    else {
        tokenAfterBody(p, token);
    }
}
function endTagAfterBody(p, token) {
    var _a;
    if (token.tagID === TAG_ID.HTML) {
        if (!p.fragmentContext) {
            p.insertionMode = InsertionMode.AFTER_AFTER_BODY;
        }
        if (p.options.sourceCodeLocationInfo && p.openElements.tagIDs[0] === TAG_ID.HTML) {
            p._setEndLocation(p.openElements.items[0], token);
            const bodyElement = p.openElements.items[1];
            if (bodyElement && !((_a = p.treeAdapter.getNodeSourceCodeLocation(bodyElement)) === null || _a === void 0 ? void 0 : _a.endTag)) {
                p._setEndLocation(bodyElement, token);
            }
        }
    }
    else {
        tokenAfterBody(p, token);
    }
}
function tokenAfterBody(p, token) {
    p.insertionMode = InsertionMode.IN_BODY;
    modeInBody(p, token);
}
function startTagInFrameset(p, token) {
    switch (token.tagID) {
        case TAG_ID.HTML: {
            startTagInBody(p, token);
            break;
        }
        case TAG_ID.FRAMESET: {
            p._insertElement(token, html_NS.HTML);
            break;
        }
        case TAG_ID.FRAME: {
            p._appendElement(token, html_NS.HTML);
            token.ackSelfClosing = true;
            break;
        }
        case TAG_ID.NOFRAMES: {
            startTagInHead(p, token);
            break;
        }
        default:
    }
}
function endTagInFrameset(p, token) {
    if (token.tagID === TAG_ID.FRAMESET && !p.openElements.isRootHtmlElementCurrent()) {
        p.openElements.pop();
        if (!p.fragmentContext && p.openElements.currentTagId !== TAG_ID.FRAMESET) {
            p.insertionMode = InsertionMode.AFTER_FRAMESET;
        }
    }
}
function startTagAfterFrameset(p, token) {
    switch (token.tagID) {
        case TAG_ID.HTML: {
            startTagInBody(p, token);
            break;
        }
        case TAG_ID.NOFRAMES: {
            startTagInHead(p, token);
            break;
        }
        default:
    }
}
function endTagAfterFrameset(p, token) {
    if (token.tagID === TAG_ID.HTML) {
        p.insertionMode = InsertionMode.AFTER_AFTER_FRAMESET;
    }
}
function startTagAfterAfterBody(p, token) {
    if (token.tagID === TAG_ID.HTML) {
        startTagInBody(p, token);
    }
    else {
        tokenAfterAfterBody(p, token);
    }
}
function tokenAfterAfterBody(p, token) {
    p.insertionMode = InsertionMode.IN_BODY;
    modeInBody(p, token);
}
function startTagAfterAfterFrameset(p, token) {
    switch (token.tagID) {
        case TAG_ID.HTML: {
            startTagInBody(p, token);
            break;
        }
        case TAG_ID.NOFRAMES: {
            startTagInHead(p, token);
            break;
        }
        default:
    }
}
function nullCharacterInForeignContent(p, token) {
    token.chars = REPLACEMENT_CHARACTER;
    p._insertCharacters(token);
}
function characterInForeignContent(p, token) {
    p._insertCharacters(token);
    p.framesetOk = false;
}
function popUntilHtmlOrIntegrationPoint(p) {
    while (p.treeAdapter.getNamespaceURI(p.openElements.current) !== html_NS.HTML &&
        p.openElements.currentTagId !== undefined &&
        !p._isIntegrationPoint(p.openElements.currentTagId, p.openElements.current)) {
        p.openElements.pop();
    }
}
function startTagInForeignContent(p, token) {
    if (causesExit(token)) {
        popUntilHtmlOrIntegrationPoint(p);
        p._startTagOutsideForeignContent(token);
    }
    else {
        const current = p._getAdjustedCurrentElement();
        const currentNs = p.treeAdapter.getNamespaceURI(current);
        if (currentNs === html_NS.MATHML) {
            adjustTokenMathMLAttrs(token);
        }
        else if (currentNs === html_NS.SVG) {
            adjustTokenSVGTagName(token);
            adjustTokenSVGAttrs(token);
        }
        adjustTokenXMLAttrs(token);
        if (token.selfClosing) {
            p._appendElement(token, currentNs);
        }
        else {
            p._insertElement(token, currentNs);
        }
        token.ackSelfClosing = true;
    }
}
function endTagInForeignContent(p, token) {
    if (token.tagID === TAG_ID.P || token.tagID === TAG_ID.BR) {
        popUntilHtmlOrIntegrationPoint(p);
        p._endTagOutsideForeignContent(token);
        return;
    }
    if (p.openElements.stackTop === 0)
        return;
    const { tagName } = token;
    const adjustedTagName = SVG_TAG_NAMES_ADJUSTMENT_MAP.get(tagName);
    const contextNs = p.fragmentContext ? p.treeAdapter.getNamespaceURI(p.fragmentContext) : html_NS.HTML;
    const i = Math.max(p.openElements.indexOfTopmostByName(html_NS.SVG, tagName), p.openElements.indexOfTopmostByName(html_NS.MATHML, tagName), adjustedTagName === undefined ? -1 : p.openElements.indexOfTopmostByName(html_NS.SVG, adjustedTagName), contextNs === html_NS.HTML || contextNs === html_NS.SVG || contextNs === html_NS.MATHML
        ? -1
        : p.openElements.indexOfTopmostByName(contextNs, tagName));
    if (i > p.openElements.indexOfTopmostHtmlElement()) {
        token.tagName = p.treeAdapter.getTagName(p.openElements.items[i]);
        p.openElements.shortenToLength(i);
    }
    else {
        p._endTagOutsideForeignContent(token);
    }
}

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/serializer/index.js



const VOID_ELEMENTS = new Set([
    TAG_NAMES.AREA,
    TAG_NAMES.BASE,
    TAG_NAMES.BASEFONT,
    TAG_NAMES.BGSOUND,
    TAG_NAMES.BR,
    TAG_NAMES.COL,
    TAG_NAMES.EMBED,
    TAG_NAMES.FRAME,
    TAG_NAMES.HR,
    TAG_NAMES.IMG,
    TAG_NAMES.INPUT,
    TAG_NAMES.KEYGEN,
    TAG_NAMES.LINK,
    TAG_NAMES.META,
    TAG_NAMES.PARAM,
    TAG_NAMES.SOURCE,
    TAG_NAMES.TRACK,
    TAG_NAMES.WBR,
]);
function isVoidElement(node, options) {
    return (options.treeAdapter.isElementNode(node) &&
        options.treeAdapter.getNamespaceURI(node) === NS.HTML &&
        VOID_ELEMENTS.has(options.treeAdapter.getTagName(node)));
}
const defaultOpts = { treeAdapter: defaultTreeAdapter, scriptingEnabled: true };
function serialize(node, options) {
    var _a;
    const opts = { ...defaultOpts, ...options };
    if (isVoidElement(node, opts)) {
        return '';
    }
    const { treeAdapter } = opts;
    const container = treeAdapter.isElementNode(node) &&
        treeAdapter.getTagName(node) === $.TEMPLATE &&
        treeAdapter.getNamespaceURI(node) === NS.HTML
        ? treeAdapter.getTemplateContent(node)
        : node;
    return serializeNodes((_a = treeAdapter.getChildNodes(container)) !== null && _a !== void 0 ? _a : [], opts);
}
function serializeOuter(node, options) {
    const opts = { ...defaultOpts, ...options };
    return serializeNodes([node], opts);
}
function serializeNodes(nodes, options) {
    var _a;
    const { treeAdapter } = options;
    const stack = [];
    let html = '';
    let index = 0;
    for (;;) {
        if (index < nodes.length) {
            const node = nodes[index++];
            if (treeAdapter.isElementNode(node)) {
                const tn = treeAdapter.getTagName(node);
                html += `<${tn}${serializeAttributes(node, options)}>`;
                const isHtml = treeAdapter.getNamespaceURI(node) === NS.HTML;
                if (!(isHtml && VOID_ELEMENTS.has(tn))) {
                    stack.push({ nodes, index, endTag: `</${tn}>` });
                    nodes =
                        (_a = treeAdapter.getChildNodes(isHtml && tn === $.TEMPLATE ? treeAdapter.getTemplateContent(node) : node)) !== null && _a !== void 0 ? _a : [];
                    index = 0;
                }
            }
            else if (treeAdapter.isTextNode(node)) {
                html += serializeTextNode(node, options);
            }
            else if (treeAdapter.isCommentNode(node)) {
                html += serializeCommentNode(node, options);
            }
            else if (treeAdapter.isDocumentTypeNode(node)) {
                html += serializeDocumentTypeNode(node, options);
            }
        }
        else {
            const parent = stack.pop();
            if (!parent) {
                return html;
            }
            html += parent.endTag;
            ({ nodes, index } = parent);
        }
    }
}
function serializeAttributes(node, { treeAdapter }) {
    let html = '';
    for (const attr of treeAdapter.getAttrList(node)) {
        html += ' ';
        if (attr.namespace) {
            switch (attr.namespace) {
                case NS.XML: {
                    html += `xml:${attr.name}`;
                    break;
                }
                case NS.XMLNS: {
                    if (attr.name !== 'xmlns') {
                        html += 'xmlns:';
                    }
                    html += attr.name;
                    break;
                }
                case NS.XLINK: {
                    html += `xlink:${attr.name}`;
                    break;
                }
                default: {
                    html += `${attr.prefix}:${attr.name}`;
                }
            }
        }
        else {
            html += attr.name;
        }
        html += `="${escapeAttribute(attr.value)}"`;
    }
    return html;
}
function serializeTextNode(node, options) {
    const { treeAdapter } = options;
    const content = treeAdapter.getTextNodeContent(node);
    const parent = treeAdapter.getParentNode(node);
    const parentTn = parent && treeAdapter.isElementNode(parent) && treeAdapter.getTagName(parent);
    return parentTn &&
        treeAdapter.getNamespaceURI(parent) === NS.HTML &&
        hasUnescapedText(parentTn, options.scriptingEnabled)
        ? content
        : escapeText(content);
}
function serializeCommentNode(node, { treeAdapter }) {
    return `<!--${treeAdapter.getCommentNodeContent(node)}-->`;
}
function serializeDocumentTypeNode(node, { treeAdapter }) {
    return `<!DOCTYPE ${treeAdapter.getDocumentTypeNodeName(node)}>`;
}

;// CONCATENATED MODULE: ../../../node_modules/parse5/dist/index.js









function parse(html, options) {
    return Parser.parse(html, options);
}
function parseFragment(fragmentContext, html, options) {
    if (typeof fragmentContext === 'string') {
        options = html;
        html = fragmentContext;
        fragmentContext = null;
    }
    const parser = parser_Parser.getFragmentParser(fragmentContext, options);
    parser.tokenizer.write(html, true);
    return parser.getFragment();
}


/***/ })

};

//# sourceMappingURL=951.index.js.map