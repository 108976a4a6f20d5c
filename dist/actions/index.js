import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 1368:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__(8760);


/***/ }),

/***/ 8760:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var net = __nccwpck_require__(9278);
var tls = __nccwpck_require__(4756);
var http = __nccwpck_require__(8611);
var https = __nccwpck_require__(5692);
var events = __nccwpck_require__(4434);
var assert = __nccwpck_require__(2613);
var util = __nccwpck_require__(9023);


exports.httpOverHttp = httpOverHttp;
exports.httpsOverHttp = httpsOverHttp;
exports.httpOverHttps = httpOverHttps;
exports.httpsOverHttps = httpsOverHttps;


function httpOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  return agent;
}

function httpsOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}

function httpOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  return agent;
}

function httpsOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}


function TunnelingAgent(options) {
  var self = this;
  self.options = options || {};
  self.proxyOptions = self.options.proxy || {};
  self.maxSockets = self.options.maxSockets || http.Agent.defaultMaxSockets;
  self.requests = [];
  self.sockets = [];

  self.on('free', function onFree(socket, host, port, localAddress) {
    var options = toOptions(host, port, localAddress);
    for (var i = 0, len = self.requests.length; i < len; ++i) {
      var pending = self.requests[i];
      if (pending.host === options.host && pending.port === options.port) {
        self.requests.splice(i, 1);
        pending.request.onSocket(socket);
        return;
      }
    }
    socket.destroy();
    self.removeSocket(socket);
  });
}
util.inherits(TunnelingAgent, events.EventEmitter);

TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
  var self = this;
  var options = mergeOptions({request: req}, self.options, toOptions(host, port, localAddress));

  if (self.sockets.length >= this.maxSockets) {
    self.requests.push(options);
    return;
  }

  self.createSocket(options, function(socket) {
    socket.on('free', onFree);
    socket.on('close', onCloseOrRemove);
    socket.on('agentRemove', onCloseOrRemove);
    req.onSocket(socket);

    function onFree() {
      self.emit('free', socket, options);
    }

    function onCloseOrRemove(err) {
      self.removeSocket(socket);
      socket.removeListener('free', onFree);
      socket.removeListener('close', onCloseOrRemove);
      socket.removeListener('agentRemove', onCloseOrRemove);
    }
  });
};

TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
  var self = this;
  var placeholder = {};
  self.sockets.push(placeholder);

  var connectOptions = mergeOptions({}, self.proxyOptions, {
    method: 'CONNECT',
    path: options.host + ':' + options.port,
    agent: false,
    headers: {
      host: options.host + ':' + options.port
    }
  });
  if (options.localAddress) {
    connectOptions.localAddress = options.localAddress;
  }
  if (connectOptions.proxyAuth) {
    connectOptions.headers = connectOptions.headers || {};
    connectOptions.headers['Proxy-Authorization'] = 'Basic ' +
        new Buffer(connectOptions.proxyAuth).toString('base64');
  }

  debug('making CONNECT request');
  var connectReq = self.request(connectOptions);
  connectReq.useChunkedEncodingByDefault = false; // for v0.6
  connectReq.once('response', onResponse); // for v0.6
  connectReq.once('upgrade', onUpgrade);   // for v0.6
  connectReq.once('connect', onConnect);   // for v0.7 or later
  connectReq.once('error', onError);
  connectReq.end();

  function onResponse(res) {
    res.upgrade = true;
  }

  function onUpgrade(res, socket, head) {
    process.nextTick(function() {
      onConnect(res, socket, head);
    });
  }

  function onConnect(res, socket, head) {
    connectReq.removeAllListeners();
    socket.removeAllListeners();

    if (res.statusCode !== 200) {
      debug('tunneling socket could not be established, statusCode=%d',
        res.statusCode);
      socket.destroy();
      var error = new Error('tunneling socket could not be established, ' +
        'statusCode=' + res.statusCode);
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    if (head.length > 0) {
      debug('got illegal response body from proxy');
      socket.destroy();
      var error = new Error('got illegal response body from proxy');
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    debug('tunneling connection has established');
    self.sockets[self.sockets.indexOf(placeholder)] = socket;
    return cb(socket);
  }

  function onError(cause) {
    connectReq.removeAllListeners();

    debug('tunneling socket could not be established, cause=%s\n',
          cause.message, cause.stack);
    var error = new Error('tunneling socket could not be established, ' +
                          'cause=' + cause.message);
    error.code = 'ECONNRESET';
    options.request.emit('error', error);
    self.removeSocket(placeholder);
  }
};

TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
  var pos = this.sockets.indexOf(socket)
  if (pos === -1) {
    return;
  }
  this.sockets.splice(pos, 1);

  var pending = this.requests.shift();
  if (pending) {
    this.createSocket(pending, function(socket) {
      pending.request.onSocket(socket);
    });
  }
};

function createSecureSocket(options, cb) {
  var self = this;
  TunnelingAgent.prototype.createSocket.call(self, options, function(socket) {
    var hostHeader = options.request.getHeader('host');
    var tlsOptions = mergeOptions({}, self.options, {
      socket: socket,
      servername: hostHeader ? hostHeader.replace(/:.*$/, '') : options.host
    });

    var secureSocket = tls.connect(0, tlsOptions);
    self.sockets[self.sockets.indexOf(socket)] = secureSocket;
    cb(secureSocket);
  });
}


function toOptions(host, port, localAddress) {
  if (typeof host === 'string') { // since v0.10
    return {
      host: host,
      port: port,
      localAddress: localAddress
    };
  }
  return host; // for v0.11 or later
}

function mergeOptions(target) {
  for (var i = 1, len = arguments.length; i < len; ++i) {
    var overrides = arguments[i];
    if (typeof overrides === 'object') {
      var keys = Object.keys(overrides);
      for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
        var k = keys[j];
        if (overrides[k] !== undefined) {
          target[k] = overrides[k];
        }
      }
    }
  }
  return target;
}


var debug;
if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
  debug = function() {
    var args = Array.prototype.slice.call(arguments);
    if (typeof args[0] === 'string') {
      args[0] = 'TUNNEL: ' + args[0];
    } else {
      args.unshift('TUNNEL:');
    }
    console.error.apply(console, args);
  }
} else {
  debug = function() {};
}
__webpack_unused_export__ = debug; // for test


/***/ }),

/***/ 195:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   tJ: () => (/* binding */ inert),
/* harmony export */   wQ: () => (/* binding */ renderComment)
/* harmony export */ });
/* harmony import */ var _shared_gaps_items_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9559);
/* harmony import */ var _shared_markup_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5283);
/* harmony import */ var _shared_durations_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5018);
/* harmony import */ var _shared_deployments_preview_view_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4180);
/* harmony import */ var _shared_github_marker_seal_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7403);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(9065);
/* harmony import */ var _hand_off_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5682);
/* harmony import */ var _request_count_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(9612);








const MAX_COMMENT_LENGTH = 65_536 - _shared_github_marker_seal_js__WEBPACK_IMPORTED_MODULE_2__/* .SEAL_LENGTH */ .ZU;
const MAX_QUOTED = 2000;
const HEADLINES = {
    working: '\u23f3 The docs agent is working on this',
    completed: '\u2705 The docs agent opened a pull request',
    'no-changes': '\u2139\ufe0f The docs agent finished without changing any files',
    failed: '\u274c The docs agent job failed',
    archived: '\ud83d\uddc4\ufe0f The docs agent job was archived',
    'timed-out': '\u23f8\ufe0f Stopped waiting: the job is still running on the service',
    stopped: '\ud83d\uded1 The workflow stopped before the job finished',
    error: '\u26a0\ufe0f The docs agent action hit an error',
    'ci-held': '\ud83e\uddd1\u200d\ud83d\udd27 CI still fails: a person is needed',
    'push-held': '\ud83e\uddd1\u200d\ud83d\udd27 New pushes are no longer sent to the agent: a person is needed',
    limited: '\u23f8\ufe0f Not sent: a daily request limit is reached',
    unapproved: '\u270b Not sent: waiting for an approval',
};
function ciHeadline(ci) {
    return `\ud83d\udd27 CI failed: asked the agent to fix it (${ci.count} of ${ci.cap})`;
}
function ciParts(view, ci) {
    const run = ci.url === '' ? (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(ci.workflow) : (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .linkOrText */ .Hw)(ci.url, ci.workflow);
    if (view.state !== 'ci-held')
        return { row: `${run} failed: asked the agent to fix it (${ci.count} of ${ci.cap})`, words: '' };
    const phrase = (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(view.triggerPhrase);
    return {
        row: `${run} failed again; ${ci.count} of ${ci.cap} sent`,
        words: [
            `The job was already sent ${ci.count} CI failure${ci.count === 1 ? '' : 's'}, as many as <code>ci-follow-ups</code> allows, so this one was not sent. This comment is updated with each later failure.`,
            `Fix the failure by hand, or ask the agent for something specific in a comment: <code>${phrase} &lt;instruction&gt;</code>.`,
        ].join('\n\n'),
    };
}
function pushParts({ count, cap }) {
    return {
        row: `${count} of ${cap} sent`,
        words: [
            `The job was sent ${count} push${count === 1 ? '' : 'es'} of this pull request, as many as <code>code-follow-ups</code> allows: later pushes are not sent, and this comment says so once.`,
            'Bring the docs pull request up to date by hand, or raise <code>code-follow-ups</code> in the workflow: the next push is then sent.',
        ].join('\n\n'),
    };
}
function inert(text, phrase) {
    const escapedPhrase = (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(phrase);
    const line = (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(text);
    return escapedPhrase === '' || escapedPhrase.startsWith('&#')
        ? line
        : line.replace(new RegExp((0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeRegExp */ .Nt)(escapedPhrase), 'gi'), (found) => `&#${found.charCodeAt(0)};${found.slice(1)}`);
}
function quote(text, phrase) {
    const short = text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}\u2026` : text;
    return short
        .split(/\r?\n/)
        .map((line) => `> ${inert(line, phrase)}`)
        .join('\n');
}
function gapsCoverMarker(view) {
    if (view.gapsItems === undefined)
        return '';
    const repository = view.runUrl.replace(/\/actions\/runs\/.*$/s, '');
    const here = repository !== '' && (view.prLink ?? '').startsWith(`${repository}/pull/`);
    const pr = here ? /\/pull\/(\d{1,9})(?:$|[/?#])/.exec(view.prLink ?? '')?.[1] : undefined;
    return (0,_shared_gaps_items_js__WEBPACK_IMPORTED_MODULE_0__/* .renderGapsCover */ .L4)({
        job: view.jobId,
        items: view.gapsItems,
        pr: pr === undefined ? undefined : Number(pr),
    });
}
function renderComment(view) {
    const rows = [];
    const jobless = view.jobId === '';
    if (!jobless && (view.state === 'ci-held' || view.state === 'push-held'))
        rows.push(['Job', `<code>${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(view.jobId)}</code>`]);
    else if (!jobless) {
        rows.push([
            'Job',
            `<code>${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(view.jobId)}</code>${view.followUp ? ' (follow-up message)' : ''}`,
        ], ['Status', (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(view.status || 'unknown')]);
    }
    if (view.prLink !== null)
        rows.push(['Pull request', (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .linkOrText */ .Hw)(view.prLink)]);
    const preview = view.preview?.status === 'off' ? undefined : view.preview;
    if (preview !== undefined)
        rows.push(['Preview', (0,_shared_deployments_preview_view_js__WEBPACK_IMPORTED_MODULE_1__/* .previewLine */ .$)(preview)]);
    if (view.durationMs !== undefined)
        rows.push(['Took', (0,_shared_durations_js__WEBPACK_IMPORTED_MODULE_5__/* .formatDuration */ .a)(view.durationMs)]);
    const ci = view.ci === undefined ? undefined : ciParts(view, view.ci);
    if (ci !== undefined)
        rows.push(['CI', ci.row]);
    const pushes = view.pushes === undefined ? undefined : pushParts(view.pushes);
    if (pushes !== undefined)
        rows.push(['Pushes', pushes.row]);
    rows.push(...countsRow(view.budget));
    if (view.runUrl !== '')
        rows.push(['Workflow run', (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .linkOrText */ .Hw)(view.runUrl, 'logs')]);
    const advice = view.state === 'error' ? view.advice : undefined;
    const headline = advice !== undefined
        ? `\u26a0\ufe0f ${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(advice.title)}`
        : view.ci !== undefined && view.state === 'working'
            ? ciHeadline(view.ci)
            : HEADLINES[view.state];
    const parts = [
        hiddenParts(view),
        `### ${headline}`,
        '',
        quote(view.instruction, view.triggerPhrase),
        '',
        '| | |',
        '|---|---|',
        ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    ];
    const picture = preview === undefined ? '' : (0,_shared_deployments_preview_view_js__WEBPACK_IMPORTED_MODULE_1__/* .previewPicture */ .b)(preview);
    if (picture !== '')
        parts.push('', picture);
    if (ci !== undefined && ci.words !== '')
        parts.push('', ci.words);
    if (pushes !== undefined)
        parts.push('', pushes.words);
    if (advice !== undefined)
        parts.push('', advice.body);
    else if (view.detail !== '')
        parts.push('', (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(view.detail.slice(0, 1000)));
    if (handedOff(view))
        parts.push('', `No workflow run waits for this job: a finish run (<code>finish: true</code>) updates this comment when the job ends. Without one, run the action with <code>job-id: ${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(view.jobId)}</code> to wait for it.`);
    if (view.unreached !== undefined)
        parts.push('', `\u26a0\ufe0f ${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(view.unreached.slice(0, 1500))}`);
    if (view.left !== undefined)
        parts.push('', `\u270b ${inert(view.left.slice(0, 1500), view.triggerPhrase)}`);
    const ended = endedWords(view);
    if (ended !== '')
        parts.push('', ended);
    if (view.state === 'timed-out' || view.state === 'stopped') {
        parts.push('', `The job may still be running on the service. To wait for it again, run the action with <code>job-id: ${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(view.jobId)}</code>.`);
    }
    return parts.join('\n').slice(0, MAX_COMMENT_LENGTH);
}
function endedWords(view) {
    if ((view.state !== 'failed' && view.state !== 'archived') || view.jobId === '')
        return '';
    const job = `<code>${(0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(view.jobId)}</code>`;
    const reported = view.state === 'failed'
        ? `The service reported job ${job} as <code>failed</code>: it ended without finishing the work.`
        : `The service reported job ${job} as <code>archived</code>: it was set aside before it ended.`;
    const phrase = (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(view.triggerPhrase);
    const again = phrase === ''
        ? 'run the workflow again'
        : `comment <code>${phrase} &lt;instruction&gt;</code> here`;
    return `${reported} To try again, ${again}: a new job starts. To see what happened, open job ${job} in the platform's dashboard (its agent jobs).`;
}
function countsRow(budget) {
    const counts = budget === undefined ? [] : (0,_request_count_js__WEBPACK_IMPORTED_MODULE_6__/* .budgetWords */ .h)(budget);
    return counts.length === 0 ? [] : [['Requests today', (0,_shared_markup_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(counts.join('; '))]];
}
function hiddenParts(view) {
    if (view.jobId === '')
        return (0,_marker_js__WEBPACK_IMPORTED_MODULE_7__/* .renderFailureMarker */ .Vl)({
            request: view.requestKey,
            run: view.run,
            claim: view.claim,
            jobMayExist: view.jobMayExist,
            sentBy: view.sentBy,
            sentAt: view.sentAt,
            claimId: view.claimId,
        });
    const marker = (0,_marker_js__WEBPACK_IMPORTED_MODULE_7__/* .renderMarker */ .Bd)({
        job: view.jobId,
        request: view.requestKey,
        run: view.run,
        ci: view.ci?.count,
        preview: previewMarked(view.preview),
        ...(view.prLink === null ? {} : { pr: view.prLink }),
        ...(view.head === undefined ? {} : { head: view.head }),
        ...(view.sentBy === undefined ? {} : { sentBy: view.sentBy, sentAt: view.sentAt }),
    });
    const record = handedOff(view) ? (0,_hand_off_js__WEBPACK_IMPORTED_MODULE_3__/* .renderHandOff */ .vB)(view.handOff, view) : '';
    return marker + gapsCoverMarker(view) + record;
}
function handedOff(view) {
    return view.handOff !== undefined && view.state === 'working' && view.jobId !== '';
}
function previewMarked(preview) {
    return preview?.statusId === undefined
        ? undefined
        : { statusId: preview.statusId, url: preview.url };
}


/***/ }),

/***/ 1289:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OG: () => (/* binding */ handedOffStatus),
/* harmony export */   P: () => (/* binding */ statusLink),
/* harmony export */   Ur: () => (/* binding */ jobStanding),
/* harmony export */   az: () => (/* binding */ killedStatus)
/* harmony export */ });
function statusLink(url) {
    return url !== null && url !== undefined && /^https?:\/\/[^\s<>"]+$/.test(url) ? url : undefined;
}
function jobStanding(job, jobId, runUrl) {
    const run = statusLink(runUrl);
    const pull = statusLink(job.prLink);
    switch (job.status) {
        case 'completed':
            return pull === undefined
                ? { state: 'success', description: `No docs change needed (job ${jobId})`, targetUrl: run }
                : {
                    state: 'success',
                    description: `Docs pull request ready (job ${jobId})`,
                    targetUrl: pull,
                };
        case 'failed':
            return { state: 'failure', description: `The docs agent job ${jobId} failed`, targetUrl: run };
        case 'archived':
            return {
                state: 'failure',
                description: `Job ${jobId} was archived before it ended`,
                targetUrl: run,
            };
        default:
            return undefined;
    }
}
function handedOffStatus(jobId, targetUrl) {
    return {
        state: 'pending',
        description: `Job ${jobId} works; a finish run (finish: true) sets this status when it ends`,
        ...(targetUrl === undefined ? {} : { targetUrl }),
    };
}
function killedStatus(jobId, runUrl) {
    return {
        state: 'error',
        description: jobId === ''
            ? 'The workflow stopped before the job was made'
            : `The workflow stopped while job ${jobId} worked: run again with its job-id`,
        targetUrl: statusLink(runUrl),
    };
}


/***/ }),

/***/ 5682:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C3: () => (/* binding */ readHandOffs),
/* harmony export */   fY: () => (/* binding */ checkHandOff),
/* harmony export */   qr: () => (/* binding */ parseHandOff),
/* harmony export */   vB: () => (/* binding */ renderHandOff)
/* harmony export */ });
/* harmony import */ var _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1500);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9065);


const RECORD_START = '<!-- docs-agent-handoff ';
const RECORD = /<!-- docs-agent-handoff ([A-Za-z0-9_-]{1,60000}) -->/;
const MAX_INSTRUCTION = 2001;
const Id = _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .ai(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .nd(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Ww(1), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .maxValue */ .cG(Number.MAX_SAFE_INTEGER));
const Value = _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yG(/^[\w.:-]{1,200}$/));
const Text = (max) => _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .maxLength */ .Ru(max));
const Time = _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .isoTimestamp */ .yh());
const Url = _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yG(/^(?:https?:\/\/[^\s<>"]{1,2000})?$/));
const HandOffShape = _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({
    at: Time,
    startedAt: Time,
    thread: Id,
    place: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .variant */ .Ox('kind', [
        _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({ kind: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .eu('issue'), number: Id }),
        _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({ kind: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .eu('review'), pull: Id, replyTo: Id }),
    ]),
    action: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .picklist */ .KI(['create', 'message', 'wait']),
    react: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .variant */ .Ox('kind', [
        _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({ kind: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .eu('issue-comment'), id: Id }),
        _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({ kind: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .eu('review-comment'), id: Id }),
        _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({ kind: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .eu('issue'), number: Id }),
    ])),
    requester: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({
        login: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yG(/^[\w.[\]-]{1,100}$/)),
        type: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(Text(20)),
    })),
    status: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({ sha: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yG(/^[0-9a-f]{40}$/)), context: Text(255) })),
});
const Count = _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .ai(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .nd(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Ww(0));
const ViewShape = _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({
    jobId: Value,
    requestKey: Value,
    instruction: Text(MAX_INSTRUCTION),
    followUp: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zM(),
    runUrl: Url,
    run: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({
        id: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yG(/^\d{1,20}$/)),
        attempt: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .ai(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .nd()),
    })),
    status: Text(100),
    prLink: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .me(Url),
    detail: Text(1000),
    triggerPhrase: Text(100),
    ci: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({
        count: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .ai(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .nd(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Ww(0)),
        cap: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .ai(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .integer */ .nd(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .minValue */ .Ww(0)),
        workflow: Text(500),
        url: Url,
    })),
    head: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yG(/^[0-9a-f]{40}$/))),
    gapsItems: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO(Text(200))),
    sentBy: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj(), _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .regex */ .yG(/^[\w.[\]-]{0,100}$/))),
    sentAt: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(Count),
    budget: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({
        repository: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({ used: Count, max: Count })),
        person: _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(_shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({ used: Count, max: Count, login: Text(100) })),
    })),
});
const RecordShape = _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({ handOff: HandOffShape, view: ViewShape });
function renderHandOff(handOff, view) {
    const instruction = view.instruction.length > MAX_INSTRUCTION
        ? `${view.instruction.slice(0, MAX_INSTRUCTION - 1)}\u2026`
        : view.instruction;
    const kept = {
        jobId: view.jobId,
        requestKey: view.requestKey,
        instruction,
        followUp: view.followUp,
        runUrl: view.runUrl,
        ...(view.run === undefined ? {} : { run: view.run }),
        status: view.status,
        prLink: view.prLink,
        detail: view.detail.slice(0, 1000),
        triggerPhrase: view.triggerPhrase,
        ...(view.ci === undefined ? {} : { ci: view.ci }),
        ...(view.head === undefined ? {} : { head: view.head }),
        ...(view.gapsItems === undefined ? {} : { gapsItems: view.gapsItems }),
        ...(view.sentBy === undefined ? {} : { sentBy: view.sentBy }),
        ...(view.sentAt === undefined ? {} : { sentAt: view.sentAt }),
        ...(view.budget === undefined ? {} : { budget: view.budget }),
    };
    const data = Buffer.from(JSON.stringify({ handOff, view: kept }), 'utf8').toString('base64url');
    return `${RECORD_START}${data} -->`;
}
function parseHandOff(body) {
    const data = RECORD.exec(body)?.[1];
    if (data === undefined)
        return undefined;
    let parsed;
    try {
        parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    }
    catch {
        return undefined;
    }
    const read = _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xL(RecordShape, parsed);
    return read.success ? read.output : undefined;
}
function checkHandOff(value) {
    const read = _shared_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xL(HandOffShape, value);
    return read.success ? read.output : undefined;
}
function mentionsHandOff(body) {
    return body.includes(RECORD_START);
}
function readHandOffs(comments) {
    const read = [];
    for (const comment of comments) {
        if (!comment.trusted || !mentionsHandOff(comment.body))
            continue;
        const record = parseHandOff(comment.body);
        if (record === undefined)
            continue;
        const [marker] = (0,_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .parseMarkers */ .FT)(comment.body);
        read.push({ comment, record, marker });
    }
    return read;
}


/***/ }),

/***/ 9065:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ renderMarker),
/* harmony export */   EL: () => (/* binding */ requestComments),
/* harmony export */   FT: () => (/* binding */ parseMarkers),
/* harmony export */   JD: () => (/* binding */ writtenByThisAction),
/* harmony export */   ML: () => (/* binding */ ciFollowUpsSent),
/* harmony export */   VB: () => (/* binding */ NOTE_REQUEST),
/* harmony export */   Vl: () => (/* binding */ renderFailureMarker),
/* harmony export */   Z3: () => (/* binding */ requestComment),
/* harmony export */   fr: () => (/* binding */ sentRequests),
/* harmony export */   nj: () => (/* binding */ readThread),
/* harmony export */   zJ: () => (/* binding */ newestMarker)
/* harmony export */ });
const NOTE_REQUEST = 'note';
const MARKER_PREFIX = '<!-- docs-agent-action';
const RUN_ID = /^\d{1,20}$/;
const RUN_PATTERN = '(?:<!-- docs-agent-run id=(\\d{1,20}) attempt=(\\d{1,6}) -->)?';
function renderRun(run) {
    return run === undefined || !RUN_ID.test(run.id)
        ? ''
        : `<!-- docs-agent-run id=${run.id} attempt=${run.attempt} -->`;
}
function renderMarker(marker) {
    const main = `${MARKER_PREFIX} job=${encodeURIComponent(marker.job)} request=${encodeURIComponent(marker.request)} -->`;
    const { run, ci, preview, pr, head, sentBy, sentAt } = marker;
    const runPart = renderRun(run);
    const ciPart = ci === undefined || !Number.isInteger(ci) || ci < 0 ? '' : `<!-- docs-agent-ci sent=${ci} -->`;
    const previewPart = preview === undefined || !previewRecordable(preview)
        ? ''
        : `<!-- docs-agent-preview status=${preview.statusId} url=${encodeURIComponent(preview.url)} -->`;
    const prPart = pr === undefined || pr === '' || !MARKED_URL.test(pr)
        ? ''
        : `<!-- docs-agent-pr url=${encodeURIComponent(pr)} -->`;
    const headPart = head === undefined || !SHA.test(head) ? '' : `<!-- docs-agent-head sha=${head} -->`;
    return `${main}${runPart}${ciPart}${previewPart}${prPart}${headPart}${renderSent(sentBy, sentAt)}`;
}
const LOGIN = /^[\w.[\]-]{0,100}$/;
const SENT_PATTERN = '(?:<!-- docs-agent-sent by=([\\w.[\\]-]{0,100})(?: at=(\\d{1,15}))? -->)?';
function renderSent(sentBy, sentAt) {
    if (sentBy === undefined || !LOGIN.test(sentBy))
        return '';
    const at = sentAt !== undefined && Number.isSafeInteger(sentAt) && sentAt > 0 ? ` at=${sentAt}` : '';
    return `<!-- docs-agent-sent by=${sentBy}${at} -->`;
}
const MARKED_URL = /^(?:https?:\/\/[^\s<>"\u0080-\uFFFF]+)?$/;
const PREVIEW_STATUS_ID = /^(?!\.+$)[\w.:-]{1,200}$/;
function previewRecordable({ statusId, url }) {
    return PREVIEW_STATUS_ID.test(statusId) && MARKED_URL.test(url);
}
const SHA = /^[0-9a-f]{40}$/;
const MARKER_VALUE = /^[\w.:-]{1,200}$/;
function parseMarkers(body) {
    const markers = [];
    const pattern = new RegExp(`<!-- docs-agent-action job=(\\S+) request=(\\S+) -->${RUN_PATTERN}(?:<!-- docs-agent-ci sent=(\\d{1,4}) -->)?(?:<!-- docs-agent-preview status=([\\w.:-]{1,200}) url=(\\S*) -->)?(?:<!-- docs-agent-pr url=(\\S+) -->)?(?:<!-- docs-agent-head sha=([0-9a-f]{40}) -->)?${SENT_PATTERN}`, 'g');
    for (const match of body.matchAll(pattern)) {
        try {
            const [, job = '', request = '', runId, attempt, ci, statusId, url, pr, head, sentBy, sentAt,] = match;
            const previewUrl = url === undefined ? '' : decodeURIComponent(url);
            const prUrl = pr === undefined ? '' : decodeURIComponent(pr);
            markers.push({
                job: decodeURIComponent(job),
                request: decodeURIComponent(request),
                ...(runId === undefined ? {} : { run: { id: runId, attempt: Number(attempt) } }),
                ...(ci === undefined ? {} : { ci: Number(ci) }),
                ...(statusId === undefined || !previewRecordable({ statusId, url: previewUrl })
                    ? {}
                    : { preview: { statusId, url: previewUrl } }),
                ...(prUrl !== '' && MARKED_URL.test(prUrl) ? { pr: prUrl } : {}),
                ...(head === undefined ? {} : { head }),
                ...(sentBy === undefined ? {} : { sentBy }),
                ...(sentBy === undefined || sentAt === undefined ? {} : { sentAt: Number(sentAt) }),
            });
        }
        catch {
        }
    }
    return markers.filter((m) => MARKER_VALUE.test(m.job) && MARKER_VALUE.test(m.request));
}
function newestMarker(comments, request) {
    for (const comment of [...comments].reverse()) {
        if (!comment.trusted)
            continue;
        const marker = parseMarkers(comment.body)
            .reverse()
            .find((m) => request === undefined || m.request === request);
        if (marker !== undefined)
            return { ...marker, comment };
    }
    return undefined;
}
function ciFollowUpsSent(comments, job) {
    let sent = 0;
    for (const comment of comments) {
        if (!comment.trusted)
            continue;
        for (const marker of parseMarkers(comment.body))
            if (marker.job === job && marker.ci !== undefined)
                sent = Math.max(sent, marker.ci);
    }
    return sent;
}
function renderFailureMarker(failure) {
    const { request, run, claim, jobMayExist, sentBy, sentAt, claimId } = failure;
    const runPart = renderRun(run);
    const claimPart = claim === undefined ? '' : `<!-- docs-agent-claim ${claim} -->`;
    const unknownPart = jobMayExist === true ? '<!-- docs-agent-job may-exist -->' : '';
    const sentPart = jobMayExist === true ? renderSent(sentBy, sentAt) : '';
    const idPart = claim === 'held' && claimId !== undefined && Number.isSafeInteger(claimId) && claimId > 0
        ? `<!-- docs-agent-claimed reaction=${claimId} -->`
        : '';
    return `${MARKER_PREFIX} failed request=${encodeURIComponent(request)} -->${runPart}${claimPart}${unknownPart}${sentPart}${idPart}`;
}
function failureMarkers(body) {
    const failures = [];
    const pattern = new RegExp(`<!-- docs-agent-action failed request=(\\S+) -->${RUN_PATTERN}(?:<!-- docs-agent-claim (held|unknown) -->)?(<!-- docs-agent-job may-exist -->)?${SENT_PATTERN}(?:<!-- docs-agent-claimed reaction=(\\d{1,15}) -->)?`, 'g');
    for (const match of body.matchAll(pattern)) {
        try {
            const [, request = '', runId, attempt, claim, mayExist, sentBy, sentAt, claimId] = match;
            failures.push({
                request: decodeURIComponent(request),
                ...(runId === undefined ? {} : { run: { id: runId, attempt: Number(attempt) } }),
                ...(claim === 'held' || claim === 'unknown' ? { claim } : {}),
                ...(mayExist === undefined ? {} : { jobMayExist: true }),
                ...(mayExist === undefined || sentBy === undefined ? {} : { sentBy }),
                ...(mayExist === undefined || sentAt === undefined ? {} : { sentAt: Number(sentAt) }),
                ...(claim === 'held' && claimId !== undefined ? { claimId: Number(claimId) } : {}),
            });
        }
        catch {
        }
    }
    return failures.filter((failure) => MARKER_VALUE.test(failure.request));
}
function requestComment(comments, request) {
    return requestComments(comments, request).at(-1);
}
function requestComments(comments, request) {
    const found = [];
    for (const comment of comments) {
        if (!comment.trusted)
            continue;
        const marker = parseMarkers(comment.body).find((m) => m.request === request);
        const failure = failureMarkers(comment.body).find((f) => f.request === request);
        if (marker !== undefined)
            found.push({ comment, job: marker.job });
        else if (failure !== undefined)
            found.push({ comment, job: undefined, failure });
    }
    return found;
}
function readThread(comments) {
    const marked = comments
        .filter((comment) => comment.trusted)
        .map((comment) => ({
        comment,
        markers: parseMarkers(comment.body),
        failures: failureMarkers(comment.body),
    }));
    return { comments, marked };
}
function writtenByThisAction(body) {
    return body.includes(MARKER_PREFIX);
}
function sentRequests(comment) {
    if (!comment.trusted || !writtenByThisAction(comment.body))
        return [];
    const sent = [];
    for (const marker of parseMarkers(comment.body))
        if (marker.sentBy !== undefined)
            sent.push({ request: marker.request, job: marker.job, by: marker.sentBy, at: marker.sentAt });
    for (const failure of failureMarkers(comment.body))
        if (failure.sentBy !== undefined)
            sent.push({ request: failure.request, job: '', by: failure.sentBy, at: failure.sentAt });
    return sent;
}


/***/ }),

/***/ 9612:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ budgetWords)
/* harmony export */ });
function budgetWords(budget) {
    const words = [];
    if (budget.repository !== undefined)
        words.push(`${budget.repository.used} of ${budget.repository.max} in this repository`);
    if (budget.person !== undefined)
        words.push(`${budget.person.used} of ${budget.person.max} for ${budget.person.login || 'its sender'}`);
    return words;
}


/***/ }),

/***/ 4601:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ readSavedRun),
/* harmony export */   Q8: () => (/* binding */ saveFinished),
/* harmony export */   a$: () => (/* binding */ saveHandOff),
/* harmony export */   bv: () => (/* binding */ savePendingStatus),
/* harmony export */   ih: () => (/* binding */ saveJobId),
/* harmony export */   z9: () => (/* binding */ saveComment)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5264);
/* harmony import */ var _hand_off_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5682);


const KEYS = {
    jobId: 'job-id',
    comment: 'tracking-comment',
    finished: 'finished',
    pendingStatus: 'docs-status-pending',
    handOff: 'hand-off',
};
function saveJobId(jobId) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(KEYS.jobId, jobId);
}
function saveComment(id, place, view) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(KEYS.comment, JSON.stringify({ id, place, view }));
}
function saveFinished() {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(KEYS.finished, 'true');
}
function saveHandOff(handOff) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(KEYS.handOff, JSON.stringify(handOff));
}
function savePendingStatus(pending) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(KEYS.pendingStatus, pending === undefined ? '' : JSON.stringify(pending));
}
function readSavedRun() {
    let comment;
    try {
        const raw = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(KEYS.comment);
        comment = raw === '' ? undefined : JSON.parse(raw);
    }
    catch {
        comment = undefined;
    }
    return {
        jobId: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(KEYS.jobId),
        comment,
        finished: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(KEYS.finished) === 'true',
        pendingStatus: readPending(),
        handOff: readHandOff(),
    };
}
function readHandOff() {
    try {
        const raw = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(KEYS.handOff);
        return raw === '' ? undefined : (0,_hand_off_js__WEBPACK_IMPORTED_MODULE_1__/* .checkHandOff */ .fY)(JSON.parse(raw));
    }
    catch {
        return undefined;
    }
}
function readPending() {
    try {
        const raw = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(KEYS.pendingStatus);
        const read = raw === '' ? undefined : JSON.parse(raw);
        if (typeof read?.sha !== 'string' || typeof read.context !== 'string')
            return undefined;
        const end = read.end;
        const ended = typeof end?.state === 'string' && typeof end.description === 'string'
            ? {
                state: end.state,
                description: end.description,
                ...(typeof end.targetUrl === 'string' ? { targetUrl: end.targetUrl } : {}),
            }
            : undefined;
        return { sha: read.sha, context: read.context, ...(ended && { end: ended }) };
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 1794:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ TrackingComment)
/* harmony export */ });
/* harmony import */ var _shared_http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(33);
/* harmony import */ var _comment_body_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(195);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9065);



class TrackingComment {
    id;
    github;
    place;
    warn;
    shown = '';
    search;
    sweepAfterCreate;
    adopts;
    refused = false;
    leftAlone = false;
    queue = Promise.resolve();
    keptClaim;
    constructor(github, place, warn, existing = {}) {
        this.github = github;
        this.place = place;
        this.warn = warn;
        this.id = existing.id;
        this.search = existing.search ?? false;
        this.sweepAfterCreate = this.search;
        this.adopts = existing.adopt ?? true;
    }
    show(view) {
        const next = this.queue.then(() => this.write(view));
        this.queue = next.catch(() => undefined);
        return next;
    }
    async write(shown) {
        let view = this.keepClaim(shown);
        let body = (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_1__/* .renderComment */ .wQ)(view);
        if (body === this.shown || this.leftAlone)
            return true;
        if (this.refused)
            return false;
        try {
            if (this.id === undefined && this.search) {
                if (!(await this.adopt(view)))
                    return true;
                view = this.keepClaim(shown);
                body = (0,_comment_body_js__WEBPACK_IMPORTED_MODULE_1__/* .renderComment */ .wQ)(view);
            }
            if (this.id === undefined) {
                this.id =
                    this.place.kind === 'issue'
                        ? await this.github.createComment(this.place.number, body)
                        : await this.github.replyToReviewComment(this.place.pull, this.place.replyTo, body);
                this.shown = body;
                if (this.sweepAfterCreate)
                    await this.sweep(view, this.id);
                return true;
            }
            const thread = this.place.kind === 'issue' ? this.place.number : this.place.pull;
            await this.github.updateComment(this.place.kind, this.id, body, thread);
            this.shown = body;
            return true;
        }
        catch (error) {
            if (this.id === undefined && error instanceof _shared_http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.mayHaveActed && this.adopts)
                this.search = true;
            if (error instanceof _shared_http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD &&
                !error.transient &&
                [401, 403, 404, 410, 422].includes(error.status ?? 0)) {
                this.refused = true;
            }
            this.warn(`Could not ${this.id === undefined ? 'post' : 'update'} the tracking comment: ${error.message}`);
            return false;
        }
    }
    async sweep(view, id) {
        const { kind } = this.place;
        const number = this.place.kind === 'issue' ? this.place.number : this.place.pull;
        try {
            const found = (0,_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .requestComments */ .EL)((await this.github.threadComments(number, kind === 'review')).filter((c) => c.kind === kind), view.requestKey);
            const served = found.some((f) => f.job !== undefined && f.comment.id !== id);
            if (view.jobId === '' && served)
                return await this.deleteOwn(id, 'Deleted the comment about this failure: another run of the request posted its tracking comment at the same time, which is left as it is.');
            if (view.jobId === '')
                return await this.keepOneFailure(view, id, found);
            for (const failure of found.filter((f) => f.failure !== undefined && f.comment.id !== id))
                await this.github.deleteComment(failure.comment.id, kind);
        }
        catch (error) {
            this.warn(`Could not check the thread for another comment of this request: ${error.message}`);
        }
    }
    async keepOneFailure(view, id, found) {
        const rank = (f) => f.jobMayExist === true ? 2 : f.claim === 'held' ? 1 : 0;
        const others = found.filter((f) => f.failure !== undefined && f.comment.id !== id);
        const mine = rank(view);
        const { kind } = this.place;
        const above = (f) => {
            const theirs = rank(f.failure ?? {});
            return theirs > mine || (theirs === mine && f.comment.id > id);
        };
        if (others.some(above))
            return await this.deleteOwn(id, 'Deleted the comment about this request: another run of it posted one at the same time, which is left as it is.');
        for (const other of others)
            await this.github.deleteComment(other.comment.id, kind);
    }
    async deleteOwn(id, warning) {
        await this.github.deleteComment(id, this.place.kind);
        this.id = undefined;
        this.leftAlone = true;
        this.warn(warning);
    }
    keepClaim(view) {
        const kept = this.keptClaim;
        return kept !== undefined && view.jobId === '' && view.claim === undefined
            ? { ...view, ...kept }
            : view;
    }
    async adopt(view) {
        const review = this.place.kind === 'review';
        const number = this.place.kind === 'issue' ? this.place.number : this.place.pull;
        const comments = (await this.github.threadComments(number, review)).filter((c) => c.kind === this.place.kind);
        this.search = false;
        const found = (0,_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .requestComment */ .Z3)(comments, view.requestKey);
        if (found === undefined)
            return true;
        if (found.failure?.jobMayExist === true && view.jobId === '' && view.jobMayExist !== true) {
            this.leftAlone = true;
            this.warn('Did not post a comment about this failure: the thread already says that a job of this request may exist, and that comment is left as it is.');
            return false;
        }
        if (found.job === undefined || found.job === view.jobId) {
            this.id = found.comment.id;
            const { failure } = found;
            if (failure?.claim === 'held' && failure.run !== undefined && failure.run.id === view.run?.id)
                this.keptClaim = { claim: 'held', claimId: failure.claimId };
            return true;
        }
        if (view.jobId !== '')
            return true;
        this.leftAlone = true;
        this.warn(`Did not post a comment about this failure: the thread already has the tracking comment of job ${found.job} for this request, which is left as it is.`);
        return false;
    }
}


/***/ }),

/***/ 884:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5264);
/* harmony import */ var _shared_github_github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9593);
/* harmony import */ var _agent_github_docs_standing_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(1289);
/* harmony import */ var _shared_github_run_context_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3464);
/* harmony import */ var _agent_github_step_state_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(4601);
/* harmony import */ var _agent_github_tracking_comment_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1794);
/* harmony import */ var _shared_statuses_status_write_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(3388);
/* harmony import */ var _shared_dependencies_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2626);
/* harmony import */ var _shared_inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(6650);
/* harmony import */ var _shared_github_authorship_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(8610);










async function run(deps = _shared_dependencies_js__WEBPACK_IMPORTED_MODULE_6__/* .realDependencies */ ._) {
    const saved = (0,_agent_github_step_state_js__WEBPACK_IMPORTED_MODULE_3__/* .readSavedRun */ .F2)();
    const comment = saved.finished ? undefined : saved.comment;
    if (comment === undefined && saved.pendingStatus === undefined)
        return;
    let github;
    try {
        const token = (0,_shared_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .readSecret */ .n5)('github-token');
        if (token === '')
            return;
        const authorship = (0,_shared_github_authorship_js__WEBPACK_IMPORTED_MODULE_8__/* .markerAuthorship */ .iv)({ apiKey: (0,_shared_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .readSecret */ .n5)('api-key'), ...(0,_shared_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .readMarkerInputs */ .c2)() }, (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message));
        const context = await (0,_shared_github_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .loadRunContext */ .v1)(deps);
        if (context.owner === '')
            return;
        github = (0,_shared_github_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .createGitHubClient */ .LX)({
            apiUrl: context.apiUrl,
            token,
            owner: context.owner,
            repo: context.repo,
            timeoutMs: 10_000,
            deadline: deps.clock.now() + 60_000,
        }, deps, authorship);
        const handOff = comment?.view.state === 'working' && comment.view.jobId !== '' ? saved.handOff : undefined;
        const handedOff = comment !== undefined &&
            handOff !== undefined &&
            (await handOffComment(github, comment, saved.jobId, { ...handOff, at: now(deps) }));
        if (saved.pendingStatus !== undefined)
            await endPendingStatus(github, 
            handedOff
                ? {
                    ...saved.pendingStatus,
                    end: (0,_agent_github_docs_standing_js__WEBPACK_IMPORTED_MODULE_9__/* .handedOffStatus */ .OG)(saved.jobId, (0,_agent_github_docs_standing_js__WEBPACK_IMPORTED_MODULE_9__/* .statusLink */ .P)(context.runUrl)),
                }
                : saved.pendingStatus, saved.jobId, context.runUrl);
        if (comment !== undefined && !handedOff)
            await closeComment(github, comment, saved.jobId);
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`The post step could not close the tracking comment: ${error.message}`);
    }
    finally {
        github?.dispose();
    }
}
const now = (deps) => new Date(deps.clock.now()).toISOString();
async function endPendingStatus(github, { sha, context, end }, jobId, runUrl) {
    const { state, description, targetUrl } = end ?? (0,_agent_github_docs_standing_js__WEBPACK_IMPORTED_MODULE_9__/* .killedStatus */ .az)(jobId, runUrl);
    if (!(0,_shared_github_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .isStatusState */ .a)(state))
        return;
    try {
        await (0,_shared_statuses_status_write_js__WEBPACK_IMPORTED_MODULE_5__/* .writeStatus */ .K)(github, sha, {
            state,
            context,
            ...(description === undefined ? {} : { description }),
            ...(targetUrl === undefined ? {} : { targetUrl }),
            kind: 'standing',
        });
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`The post step could not set the ${context} status: ${error.message}`);
    }
}
async function handOffComment(github, { id, place, view }, jobId, handOff) {
    const comment = new _agent_github_tracking_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .TrackingComment */ .P(github, place, (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(m), { id, search: true });
    const detail = 'The workflow stopped (cancelled, crashed or timed out) while the job worked.';
    const shown = await comment.show({ ...view, detail, handOff });
    if (shown)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Handed off job ${jobId}: a finish run (finish: true) ends it.`);
    return shown;
}
async function closeComment(github, saved, jobId) {
    const { id, place, view } = saved;
    const comment = new _agent_github_tracking_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .TrackingComment */ .P(github, place, (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(m), { id, search: true });
    const stopped = view.state === 'working';
    await comment.show(stopped
        ? {
            ...view,
            state: 'stopped',
            detail: 'The workflow stopped (cancelled, crashed or timed out) before the job finished.',
        }
        : view);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(stopped
        ? `Closed the tracking comment of job ${jobId}: the workflow stopped before the job finished.`
        : view.jobId === ''
            ? 'Showed the failure in the thread, which the main step could not.'
            : `Finished the tracking comment of job ${jobId}, which the main step could not update.`);
}


/***/ }),

/***/ 2626:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ realDependencies)
/* harmony export */ });
const realDependencies = {
    clock: {
        now: () => Date.now(),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    },
    random: Math.random,
    env: process.env,
    ownsProcess: true,
};


/***/ }),

/***/ 4180:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ previewLine),
/* harmony export */   b: () => (/* binding */ previewPicture)
/* harmony export */ });
/* harmony import */ var _markup_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5283);

const WORDS = {
    queued: 'queued',
    in_progress: 'building',
    success: 'live',
    failure: 'failed',
    'timed-out': 'still building when this run stopped waiting',
    unavailable: 'not available',
    off: 'off',
};
function previewLine(preview) {
    const link = preview.url === '' ? '' : `${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .linkOrText */ .Hw)(preview.url, hostOf(preview.url))} `;
    return `${link}(${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(WORDS[preview.status])})`;
}
function previewPicture(preview, width = 600) {
    if (preview.status !== 'success')
        return '';
    const { screenshot, screenshotLight, screenshotDark } = preview.screenshots;
    const light = screenshotLight ?? screenshot ?? screenshotDark;
    if (light === null)
        return '';
    const img = `<img alt="The preview of the docs" src="${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(light)}" width="${width}">`;
    const dark = screenshotDark !== null && screenshotDark !== light
        ? `<source media="(prefers-color-scheme: dark)" srcset="${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(screenshotDark)}">`
        : '';
    const picture = dark === '' ? img : `<picture>${dark}${img}</picture>`;
    return preview.url === '' ? picture : `<a href="${(0,_markup_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(preview.url)}">${picture}</a>`;
}
function hostOf(url) {
    try {
        return new URL(url).host || url;
    }
    catch {
        return url;
    }
}


/***/ }),

/***/ 5018:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ utcMoment),
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    const seconds = Math.round(ms / 1000);
    if (seconds < 60)
        return `${seconds} s`;
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    if (minutes < 60)
        return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
    const hours = Math.floor(minutes / 60);
    return `${hours} h ${minutes % 60} min`;
}
function utcMoment(at, now) {
    const iso = new Date(at).toISOString();
    const day = iso.slice(0, 10);
    return {
        time: `${iso.slice(11, 16)} UTC`,
        day: day === new Date(now).toISOString().slice(0, 10) ? undefined : day,
    };
}


/***/ }),

/***/ 9559:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bw: () => (/* binding */ gapsCoversOf),
/* harmony export */   Co: () => (/* binding */ renderGapsItems),
/* harmony export */   H0: () => (/* binding */ GAPS_ISSUE_MARKER),
/* harmony export */   L4: () => (/* binding */ renderGapsCover),
/* harmony export */   Ng: () => (/* binding */ gapsItemsOf),
/* harmony export */   WB: () => (/* binding */ gapsItemId),
/* harmony export */   WM: () => (/* binding */ validCover),
/* harmony export */   z8: () => (/* binding */ coveredItems)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

const GAPS_ISSUE_MARKER = '<!-- docs-agent-action:docs-gaps -->';
function gapsItemId(section, key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${section}:${key}`).digest('base64url').slice(0, 11);
}
const ID = /^[A-Za-z0-9_-]{11}$/;
const ITEMS = /<!-- docs-agent-gaps-items ([A-Za-z0-9_,-]*) -->/;
const MOST_ITEMS = 150;
function renderGapsItems(ids) {
    return `<!-- docs-agent-gaps-items ${ids.slice(0, MOST_ITEMS).join(',')} -->`;
}
function gapsItemsOf(body) {
    const listed = ITEMS.exec(body)?.[1];
    if (listed === undefined)
        return undefined;
    const ids = listed === '' ? [] : listed.split(',');
    return ids.length <= MOST_ITEMS && ids.every((id) => ID.test(id)) ? ids : undefined;
}
const NUMBERS = /\b(?:items?|cover)\s*#?(\d{1,3}(?:\s*[-\u2013]\s*\d{1,3})?(?:\s*(?:,|\band\b|&|\+)\s*#?\d{1,3}(?:\s*[-\u2013]\s*\d{1,3})?)*)/giu;
function coveredItems(instruction, ids) {
    const named = new Set();
    for (const match of instruction.matchAll(NUMBERS)) {
        for (const part of (match[1] ?? '').split(/,|\band\b|&|\+/iu)) {
            const [from, to = from] = part.split(/[-\u2013]/u).map((n) => Number(n.replace(/[#\s]/gu, '')));
            if (from === undefined || to === undefined || to - from > MOST_ITEMS)
                continue;
            for (let n = from; n <= to; n++)
                named.add(n);
        }
    }
    if (named.size === 0)
        return [...ids];
    return [...named]
        .sort((a, b) => a - b)
        .flatMap((n) => {
        const id = ids[n - 1];
        return id === undefined ? [] : [id];
    });
}
const JOB = /^[\w.:-]{1,100}$/;
const COVERS = /<!-- docs-agent-gaps-covers job=([\w.:-]{1,100}) items=([A-Za-z0-9_,-]*)(?: pr=([1-9]\d{0,8}))? -->/g;
const TRACKED_JOB = /<!-- docs-agent-action job=(\S+) request=\S+ -->/g;
function validCover(cover) {
    return (JOB.test(cover.job) &&
        (cover.pr === undefined || (Number.isInteger(cover.pr) && cover.pr >= 1)) &&
        cover.items.every((id) => ID.test(id)));
}
function renderGapsCover(cover) {
    if (!validCover(cover) || cover.items.length === 0)
        return '';
    const pr = cover.pr === undefined || !Number.isInteger(cover.pr) ? '' : ` pr=${cover.pr}`;
    return `<!-- docs-agent-gaps-covers job=${cover.job} items=${cover.items.slice(0, MOST_ITEMS).join(',')}${pr} -->`;
}
function gapsCoversOf(body) {
    const tracked = new Set();
    for (const [, job = ''] of body.matchAll(TRACKED_JOB)) {
        try {
            tracked.add(decodeURIComponent(job));
        }
        catch {
        }
    }
    const covers = [];
    for (const [, job = '', listed = '', pr] of body.matchAll(COVERS)) {
        const items = listed.split(',');
        if (!tracked.has(job) || items.length > MOST_ITEMS || !items.every((id) => ID.test(id)))
            continue;
        covers.push({ job, items, pr: pr === undefined ? undefined : Number(pr) });
    }
    return covers;
}


/***/ }),

/***/ 8610:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EX: () => (/* binding */ Authorship),
/* harmony export */   W9: () => (/* binding */ NO_AUTHORSHIP),
/* harmony export */   iv: () => (/* binding */ markerAuthorship)
/* harmony export */ });
/* harmony import */ var _marker_seal_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7403);

const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\[bot\])?$/;
const NO_AUTHORSHIP = {
    logins: [],
    keys: { seal: undefined, verify: [] },
};
function markerAuthorship(inputs, warn) {
    return {
        logins: inputs.markerLogins,
        keys: (0,_marker_seal_js__WEBPACK_IMPORTED_MODULE_0__/* .sealKeys */ .my)(inputs.apiKey, inputs.markerKeys),
        ...(warn === undefined ? {} : { warn }),
    };
}
class Authorship {
    settings;
    readLogin;
    own;
    warned = new Set();
    constructor(settings, readLogin) {
        this.settings = settings;
        this.readLogin = readLogin;
    }
    seal(body, place) {
        return (0,_marker_seal_js__WEBPACK_IMPORTED_MODULE_0__/* .sealBody */ .eO)(body, place, this.settings.keys);
    }
    async judge(found, placeOf, what = 'comment') {
        const named = new Set(this.settings.logins.map((login) => login.toLowerCase()));
        const opened = found.map((text) => {
            if (!(0,_marker_seal_js__WEBPACK_IMPORTED_MODULE_0__/* .carriesMarker */ .GN)(text.body))
                return { text: { ...text, trusted: false }, sealed: false };
            const { body, sealed } = (0,_marker_seal_js__WEBPACK_IMPORTED_MODULE_0__/* .openSeal */ .Ip)(text.body, placeOf(text), this.settings.keys);
            return { text: { ...text, body }, sealed, marked: true };
        });
        const author = (text) => (text.author ?? '').toLowerCase();
        const asked = opened.some(({ text, marked }) => marked && author(text) !== '' && !named.has(author(text)));
        const own = asked ? (await this.ownLogin()).toLowerCase() : undefined;
        const ours = (text) => author(text) !== '' && (named.has(author(text)) || author(text) === own);
        const left = (keep) => opened
            .filter(({ text, sealed, marked }) => marked && author(text) !== '' && keep(sealed, ours(text)))
            .map(({ text }) => text.author ?? '');
        this.warnOnce('unsealed', left((sealed, mine) => mine && !sealed), what);
        const apps = left((sealed, mine) => sealed && !mine).filter((login) => login.endsWith('[bot]'));
        this.warnOnce('other login', apps, what);
        return opened.map(({ text, sealed }) => ({ ...text, trusted: sealed && ours(text) }));
    }
    learn(author) {
        if (this.own === undefined && author !== undefined && LOGIN.test(author))
            this.own = Promise.resolve(author);
    }
    ownLogin() {
        this.own ??= this.readLogin().catch((error) => {
            this.own = undefined;
            throw error;
        });
        return this.own;
    }
    warnOnce(reason, authors, what) {
        if (authors.length === 0 || this.warned.has(reason) || this.settings.warn === undefined)
            return;
        this.warned.add(reason);
        const who = [...new Set(authors)].join(', ');
        const count = authors.length === 1 ? `1 ${what}` : `${authors.length} ${what}s`;
        this.settings.warn(reason === 'unsealed'
            ? `Left out ${count} by ${who} whose markers carry no seal this run can verify: written by a version of this action before 1.6.0, sealed with another API key (name it in marker-keys), or written by another workflow. Their jobs, records and counts are not read (docs/security.md#markers-and-records).`
            : `Left out ${count} by ${who}, sealed with this run's key by an App that is neither github-token's nor one of marker-logins. If a workflow of yours writes with that App's token, name it in marker-logins (docs/security.md#markers-and-records).`);
    }
}


/***/ }),

/***/ 8388:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   i1: () => (/* binding */ changeAtEnds),
/* harmony export */   kC: () => (/* binding */ compareCommits),
/* harmony export */   nS: () => (/* binding */ MAX_COMPARED_FILES)
/* harmony export */ });
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(33);
/* harmony import */ var _github_api_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3152);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7774);
/* harmony import */ var _pull_requests_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3207);




const MAX_AUTHOR_PAGES = 3;
const MAX_COMPARED_FILES = 300;
const short = (ref) => (/^[0-9a-f]{40}$/i.test(ref) ? ref.slice(0, 7) : ref);
const integer = (value) => typeof value === 'number' && Number.isInteger(value) ? value : 0;
async function compareCommits(api, base, head, budget, options = {}) {
    if (!Number.isSafeInteger(budget.bytes) || budget.bytes < 0) {
        throw new Error(`A comparison's patch budget must be a whole number of bytes: ${budget.bytes}.`);
    }
    const authors = options.authors === true;
    let answer;
    try {
        answer = await comparePage(api, base, head, authors ? 100 : 1, 1);
    }
    catch (error) {
        if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.status === 404) {
            return { kind: 'not-found', message: error.message };
        }
        throw error;
    }
    const { data } = answer;
    const listed = Array.isArray(data.files) ? data.files : [];
    const commits = integer(data.total_commits);
    return {
        kind: 'compared',
        status: typeof data.status === 'string' ? data.status : '',
        commits,
        behindBy: integer(data.behind_by),
        ...withinBudget((0,_pull_requests_js__WEBPACK_IMPORTED_MODULE_3__/* .changedFiles */ .Y_)(listed), budget.bytes),
        filesCapped: listed.length >= MAX_COMPARED_FILES,
        ...(authors ? { authors: await commitAuthors(api, base, head, answer, commits) } : {}),
    };
}
function comparePage(api, base, head, perPage, page) {
    return api.send({
        context: (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorContext */ .Y)(`Comparing ${short(base)}...${short(head)}`, `${short(base)} or ${short(head)} is not a commit of ${api.repository}, or they share no history`, '{ contents: read }'),
        idempotent: true,
        shape: 'object',
    }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
        ...api.repo,
        basehead: `${base}...${head}`,
        per_page: perPage,
        page,
        ...options,
    }));
}
async function commitAuthors(api, base, head, first, total) {
    const commits = [];
    let answer = first;
    for (let page = 1;; page++) {
        const listed = answer.data.commits;
        for (const entry of Array.isArray(listed) ? listed : []) {
            const commit = entry;
            const sha = typeof commit?.sha === 'string' ? commit.sha : '';
            const author = typeof commit?.author?.login === 'string' ? commit.author.login : '';
            if (sha !== '')
                commits.push({ sha, author });
        }
        if (!(0,_github_api_js__WEBPACK_IMPORTED_MODULE_1__/* .hasNextPage */ .rB)(answer.headers) || page >= MAX_AUTHOR_PAGES)
            break;
        answer = await comparePage(api, base, head, 100, page + 1);
    }
    return { commits, complete: commits.length >= total };
}
async function changeAtEnds(api, base, head) {
    const compared = await compareCommits(api, base, head, { bytes: Number.MAX_SAFE_INTEGER });
    if (compared.kind === 'not-found')
        return compared;
    return {
        kind: 'compared',
        files: compared.files.map((file) => ({
            path: file.filename,
            status: file.status,
            previousPath: file.previousFilename,
            patch: file.patch,
        })),
        complete: !compared.filesCapped,
    };
}
function withinBudget(files, bytes) {
    let left = bytes;
    let cut = false;
    const kept = files.map((file) => {
        if (file.patch === undefined)
            return { ...file, patchLeftOut: 'github' };
        const size = Buffer.byteLength(file.patch);
        if (size <= left) {
            left -= size;
            return { ...file, patchLeftOut: undefined };
        }
        cut = true;
        return { ...file, patch: undefined, patchLeftOut: 'budget' };
    });
    return { files: kept, cut };
}


/***/ }),

/***/ 3152:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


__nccwpck_require__.d(__webpack_exports__, {
  yN: () => (/* binding */ GitHubApi),
  Y0: () => (/* binding */ MAX_PAGES),
  rB: () => (/* binding */ hasNextPage)
});

var errors = __nccwpck_require__(33);
var service_message = __nccwpck_require__(2566);
var http_retry = __nccwpck_require__(4378);
var json_transport = __nccwpck_require__(7296);
var toolkit_import = __nccwpck_require__(4267);
var version = __nccwpck_require__(6667);
;// CONCATENATED MODULE: ../../shared/github/rate-limit.ts

function rateLimitWait(answer, now, retry) {
    const { status, headers, said } = answer;
    if (status !== 403 && status !== 429)
        return undefined;
    const retryAfter = (0,http_retry/* parseRetryAfter */.mu)(headers['retry-after'], now);
    if (retryAfter !== undefined)
        return retryAfter;
    const reset = Number(headers['x-ratelimit-reset']);
    if (headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset) && reset > 0) {
        return Math.max(0, reset * 1000 - now) + 1000;
    }
    if (status === 429 || /rate limit/i.test(said))
        return 60_000 * 2 ** (retry - 1);
    return undefined;
}

var github_errors = __nccwpck_require__(7774);
;// CONCATENATED MODULE: ../../shared/github/github-api.ts








const MAX_PAGES = 10;
const API_VERSION = { 'x-github-api-version': '2022-11-28' };
function isHttpError(error) {
    return error instanceof Error && typeof error.status === 'number';
}
function codeOf(error) {
    for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
        const code = cause.code;
        if (typeof code === 'string')
            return code;
        cause = cause.cause;
    }
    return undefined;
}
function headerText(headers, name) {
    const value = headers[name];
    return value === undefined ? undefined : String(value);
}
function hasNextPage(headers) {
    return /rel="next"/.test(headerText(headers, 'link') ?? '');
}
function hasShape(value, shape) {
    if (shape === 'none')
        return true;
    if (shape === 'array')
        return Array.isArray(value);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const MAX_RATE_LIMIT_WAITS = 10;
const UNBOUNDED_MAX_WAIT_MS = http_retry/* DEFAULT_RETRY_POLICY */.cO.maxRetryAfterMs;
class GitHubApi {
    octokitOptions;
    loaded;
    loading;
    settings;
    deps;
    repository;
    repo;
    apiUrl;
    timeoutMs;
    constructor(settings, deps) {
        this.settings = settings;
        this.deps = deps;
        this.repo = { owner: settings.owner, repo: settings.repo };
        this.repository = `${settings.owner}/${settings.repo}`;
        this.apiUrl = settings.apiUrl;
        this.timeoutMs = settings.timeoutMs;
        this.octokitOptions = {
            baseUrl: settings.apiUrl,
            userAgent: version/* USER_AGENT */._O,
            log: {
                debug: () => undefined,
                info: () => undefined,
                warn: () => undefined,
                error: () => undefined,
            },
        };
    }
    get octokit() {
        if (this.loaded === undefined)
            throw new Error('Octokit was used before it was loaded.');
        return this.loaded;
    }
    async load() {
        this.loading ??= (0,toolkit_import/* loadToolkit */.f)().then(({ makeOctokit }) => makeOctokit(this.settings.token, this.octokitOptions));
        this.loaded = await this.loading;
    }
    async send(call, attempt) {
        await this.load();
        const { clock, random } = this.deps;
        const deadline = this.settings.deadline;
        let rateLimits = 0;
        for (let tries = 1;; tries++) {
            const result = await this.attempt(call, attempt, rateLimits + 1);
            if (result.ok)
                return result.answer;
            const { failure } = result;
            let delay;
            let retryable;
            if (failure.kind === 'rate-limit') {
                rateLimits++;
                delay = failure.waitMs;
                retryable =
                    rateLimits < MAX_RATE_LIMIT_WAITS &&
                        (deadline !== undefined || delay <= UNBOUNDED_MAX_WAIT_MS);
            }
            else {
                delay = (0,http_retry/* backoffDelay */.EY)(tries - rateLimits, http_retry/* DEFAULT_RETRY_POLICY */.cO, random);
                retryable =
                    (0,http_retry/* isRetryable */.r3)(call.idempotent, failure) &&
                        tries - rateLimits < http_retry/* DEFAULT_RETRY_POLICY */.cO.maxAttempts;
            }
            if (!retryable || clock.now() + delay > (deadline ?? Infinity))
                throw result.error;
            this.settings.onRetry?.(`${call.context.operation}: ${result.brief}; retrying in ${(0,errors/* formatWait */.Du)(delay)}.`);
            await clock.sleep(delay);
        }
    }
    async attempt(call, send, rateLimitRetry) {
        const { context, idempotent } = call;
        const effect = !idempotent && context.effect !== undefined ? ` ${context.effect}` : '';
        const { timeoutMs } = this.settings;
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
        }, timeoutMs);
        const timeout = () => (0,json_transport/* noAnswerInTime */.q)(context.operation, 'GitHub', timeoutMs, effect, !idempotent);
        try {
            const answer = await send({ headers: API_VERSION, request: { signal: controller.signal } });
            if (timedOut)
                return timeout();
            if (hasShape(answer.data, call.shape))
                return { ok: true, answer };
            return this.malformed(call, answer, effect);
        }
        catch (error) {
            if (timedOut)
                return timeout();
            if (isHttpError(error) && error.response !== undefined) {
                return this.refused(call, error.response, rateLimitRetry, effect);
            }
            return this.unreached(call, error, effect);
        }
        finally {
            clearTimeout(timer);
        }
    }
    malformed(call, answer, effect) {
        const { context, idempotent } = call;
        return {
            ok: false,
            failure: { kind: 'malformed' },
            brief: `HTTP ${answer.status} with a body that is not a JSON ${call.shape}`,
            error: new errors/* ApiError */.hD(`${context.operation} failed: GitHub answered HTTP ${answer.status}, but its body is not the JSON ${call.shape} expected (got ${this.said(answer.data, answer.headers) || 'an empty body'}).${effect}`, { status: answer.status, transient: idempotent, mayHaveActed: !idempotent }),
        };
    }
    refused(call, response, rateLimitRetry, effect) {
        const { context, idempotent } = call;
        const { status, headers, data } = response;
        const said = this.said(data, headers);
        const now = this.deps.clock.now();
        const waitMs = rateLimitWait({
            status,
            headers: {
                'retry-after': headerText(headers, 'retry-after'),
                'x-ratelimit-remaining': headerText(headers, 'x-ratelimit-remaining'),
                'x-ratelimit-reset': headerText(headers, 'x-ratelimit-reset'),
            },
            said,
        }, now, rateLimitRetry);
        const unknownFate = !idempotent && waitMs === undefined && (0,http_retry/* mayHaveActedDespite */.$2)(status);
        return {
            ok: false,
            failure: waitMs === undefined
                ? { kind: 'status', status, retryAfterMs: undefined }
                : { kind: 'rate-limit', waitMs },
            brief: waitMs === undefined ? `HTTP ${status}` : `HTTP ${status}, GitHub's rate limit`,
            error: new errors/* ApiError */.hD((0,github_errors/* githubErrorMessage */.L)(context, status, said, waitMs) + (unknownFate ? effect : ''), {
                status,
                transient: waitMs !== undefined || status === 408 || status >= 500,
                mayHaveActed: unknownFate,
                retryAfterMs: waitMs,
            }),
        };
    }
    unreached(call, error, effect) {
        const { context, idempotent } = call;
        const code = codeOf(error) ?? 'network error';
        const notSent = (0,http_retry/* isNotSentError */.E6)(code);
        const origin = new URL(this.settings.apiUrl).origin;
        const message = notSent
            ? `${context.operation} failed: could not reach ${origin} (${code}). Check GITHUB_API_URL and the runner's network or proxy settings.`
            : `${context.operation} failed: the connection to ${origin} dropped (${code}) before an answer arrived.${effect}`;
        return {
            ok: false,
            failure: { kind: 'network', notSent },
            brief: notSent ? `could not connect (${code})` : `connection dropped (${code})`,
            error: new errors/* ApiError */.hD((0,errors/* redact */.E$)(message, [this.settings.token]), {
                transient: true,
                mayHaveActed: !idempotent && !notSent,
            }),
        };
    }
    said(data, headers) {
        const message = typeof data === 'object' &&
            data !== null &&
            typeof data.message === 'string'
            ? JSON.stringify({ error: data.message })
            : typeof data === 'string'
                ? data
                : (JSON.stringify(data) ?? '');
        const secrets = [this.settings.token];
        return (0,errors/* redact */.E$)((0,service_message/* serviceMessage */.X)((0,errors/* redact */.E$)(message, secrets), headerText(headers, 'content-type')), secrets);
    }
}


/***/ }),

/***/ 9593:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


__nccwpck_require__.d(__webpack_exports__, {
  LX: () => (/* binding */ createGitHubClient),
  a: () => (/* reexport */ isStatusState),
  $U: () => (/* reexport */ statusDescription)
});


var github_authorship = __nccwpck_require__(8610);
var errors = __nccwpck_require__(33);
var github_api = __nccwpck_require__(3152);
var github_errors = __nccwpck_require__(7774);
;// CONCATENATED MODULE: ../../shared/github/comments.ts



function threadCommentOf(comment, kind) {
    if (typeof comment.id !== 'number')
        return undefined;
    return {
        id: comment.id,
        kind,
        body: typeof comment.body === 'string' ? comment.body : '',
        createdAt: typeof comment.created_at === 'string' ? comment.created_at : '',
        trusted: false,
        ...(typeof comment.user?.login === 'string' ? { author: comment.user.login } : {}),
    };
}
async function threadComments(api, number, isPullRequest) {
    const call = {
        context: (0,github_errors/* errorContext */.Y)(`Reading the comments of #${number}`, `#${number} was not found in ${api.repository}`),
        idempotent: true,
        shape: 'array',
    };
    const lists = [
        [
            'issue',
            (page, options) => api.octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                ...api.repo,
                issue_number: number,
                per_page: 100,
                page,
                ...options,
            }),
        ],
    ];
    if (isPullRequest) {
        lists.push([
            'review',
            (page, options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', {
                ...api.repo,
                pull_number: number,
                per_page: 100,
                page,
                ...options,
            }),
        ]);
    }
    const comments = [];
    for (const [kind, list] of lists) {
        for (let page = 1;; page++) {
            const answer = await api.send(call, (options) => list(page, options));
            for (const listed of answer.data) {
                const comment = threadCommentOf(listed, kind);
                if (comment !== undefined)
                    comments.push(comment);
            }
            if (!(0,github_api/* hasNextPage */.rB)(answer.headers))
                break;
            if (page === github_api/* MAX_PAGES */.Y0)
                throw new Error(`#${number} has more than ${(github_api/* MAX_PAGES */.Y0 * 100).toLocaleString('en-US')} ${kind === 'issue' ? 'comments' : 'review comments'}, more than the action reads`);
        }
    }
    return comments.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}
async function repositoryComments(api, since, maxPages) {
    const query = { since, sort: 'updated', direction: 'desc', per_page: 100 };
    const lists = [
        [
            'issue',
            (page, options) => api.octokit.request('GET /repos/{owner}/{repo}/issues/comments', {
                ...api.repo,
                ...query,
                page,
                ...options,
            }),
        ],
        [
            'review',
            (page, options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/comments', {
                ...api.repo,
                ...query,
                page,
                ...options,
            }),
        ],
    ];
    const comments = [];
    let complete = true;
    for (const [kind, list] of lists) {
        const read = await readRepositoryList(api, kind, list, maxPages);
        comments.push(...read.comments);
        complete &&= read.complete;
    }
    comments.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id);
    return { comments, complete };
}
async function readRepositoryList(api, kind, list, maxPages) {
    const call = {
        context: (0,github_errors/* errorContext */.Y)(`Reading the ${kind === 'issue' ? 'issue' : 'review'} comments of ${api.repository}`, `${api.repository} was not found, or github-token cannot see it`),
        idempotent: true,
        shape: 'array',
    };
    const comments = [];
    for (let page = 1; page <= maxPages; page++) {
        const answer = await api.send(call, (options) => list(page, options));
        for (const listed of answer.data) {
            const comment = threadCommentOf(listed, kind);
            const url = kind === 'issue' ? listed.issue_url : listed.pull_request_url;
            const number = numberOf(url, kind === 'issue' ? 'issues' : 'pulls');
            if (comment === undefined || number === undefined)
                continue;
            const updatedAt = typeof listed.updated_at === 'string' ? listed.updated_at : '';
            comments.push({ ...comment, number, updatedAt });
        }
        if (!(0,github_api/* hasNextPage */.rB)(answer.headers))
            return { comments, complete: true };
    }
    return { comments, complete: false };
}
function numberOf(url, kind) {
    if (typeof url !== 'string')
        return undefined;
    const [, found, digits] = /\/(issues|pulls)\/(\d{1,15})$/.exec(url) ?? [];
    const number = Number(digits);
    return found === kind && number > 0 ? number : undefined;
}
async function comment(api, kind, id) {
    const operation = `Reading ${kind === 'issue' ? 'comment' : 'review comment'} ${id}`;
    const call = {
        context: (0,github_errors/* errorContext */.Y)(operation, `comment ${id} was not found (deleted?)`),
        idempotent: true,
        shape: 'object',
    };
    const params = { ...api.repo, comment_id: id };
    let answer;
    try {
        answer = await api.send(call, (options) => kind === 'issue'
            ? api.octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                ...params,
                ...options,
            })
            : api.octokit.request('GET /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
                ...params,
                ...options,
            }));
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404)
            return undefined;
        throw error;
    }
    const read = threadCommentOf(answer.data, kind);
    if (read === undefined)
        throw new errors/* ApiError */.hD(`${operation}: GitHub answered without its id.`);
    const url = kind === 'issue' ? answer.data.issue_url : answer.data.pull_request_url;
    return { ...read, number: numberOf(url, kind === 'issue' ? 'issues' : 'pulls') };
}
async function createComment(api, number, body) {
    const operation = `Commenting on #${number}`;
    const { data } = await api.send({
        context: {
            ...(0,github_errors/* errorContext */.Y)(operation, `#${number} was not found in ${api.repository}`),
            effect: 'The comment may have been posted anyway.',
        },
        idempotent: false,
        shape: 'object',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...api.repo,
        issue_number: number,
        body,
        ...options,
    }));
    return idOf(data, operation);
}
async function replyToReviewComment(api, pull, commentId, body) {
    const operation = `Replying to review comment ${commentId}`;
    const { data } = await api.send({
        context: {
            ...(0,github_errors/* errorContext */.Y)(operation, `review comment ${commentId} was not found`),
            effect: 'The reply may have been posted anyway.',
        },
        idempotent: false,
        shape: 'object',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', {
        ...api.repo,
        pull_number: pull,
        comment_id: commentId,
        body,
        ...options,
    }));
    return idOf(data, operation);
}
async function updateComment(api, kind, id, body) {
    const call = {
        context: (0,github_errors/* errorContext */.Y)(`Updating comment ${id}`, `comment ${id} was not found (deleted?)`),
        idempotent: true,
        shape: 'object',
    };
    const params = { ...api.repo, comment_id: id, body };
    await api.send(call, (options) => kind === 'issue'
        ? api.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
            ...params,
            ...options,
        })
        : api.octokit.request('PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
            ...params,
            ...options,
        }));
}
async function deleteComment(api, kind, id) {
    const params = { ...api.repo, comment_id: id };
    try {
        await api.send({
            context: (0,github_errors/* errorContext */.Y)(`Deleting comment ${id}`, `comment ${id} was not found`),
            idempotent: true,
            shape: 'none',
        }, (options) => kind === 'issue'
            ? api.octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                ...params,
                ...options,
            })
            : api.octokit.request('DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
                ...params,
                ...options,
            }));
    }
    catch (error) {
        if (!(error instanceof errors/* ApiError */.hD && error.status === 404))
            throw error;
    }
}
function idOf(created, operation) {
    if (typeof created.id !== 'number') {
        throw new errors/* ApiError */.hD(`${operation}: GitHub answered without the new comment's id.`);
    }
    const login = created.user?.login;
    return { id: created.id, author: typeof login === 'string' ? login : undefined };
}

var untrusted = __nccwpck_require__(7677);
;// CONCATENATED MODULE: ../../shared/github/commit-pulls.ts



async function commitPulls(api, sha, maxPages = github_api/* MAX_PAGES */.Y0) {
    const pulls = [];
    for (let page = 1; page <= maxPages; page++) {
        const answer = await api.send({
            context: (0,github_errors/* errorContext */.Y)(`Listing the pull requests of commit ${sha.slice(0, 7)}`, `${sha.slice(0, 7)} is not a commit of ${api.repository}, or github-token cannot see it`, '{ contents: read, pull-requests: read }'),
            idempotent: true,
            shape: 'array',
        }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
            ...api.repo,
            commit_sha: sha,
            per_page: 100,
            page,
            ...options,
        }));
        for (const pull of answer.data) {
            if (typeof pull?.number !== 'number')
                continue;
            pulls.push({
                number: pull.number,
                author: (0,untrusted/* textOf */.b)(pull.user?.login),
                headSha: (0,untrusted/* textOf */.b)(pull.head?.sha).toLowerCase(),
                baseSha: (0,untrusted/* textOf */.b)(pull.base?.sha).toLowerCase(),
                state: (0,untrusted/* textOf */.b)(pull.state),
            });
        }
        if (!(0,github_api/* hasNextPage */.rB)(answer.headers))
            return { pulls, complete: true };
    }
    return { pulls, complete: false };
}

;// CONCATENATED MODULE: ../../shared/github/commit-statuses.ts




const STATES = ['pending', 'success', 'failure', 'error'];
function isStatusState(state) {
    return STATES.includes(state);
}
const MAX_STATUS_DESCRIPTION = 140;
const STATUS_PERMISSIONS = '{ statuses: write }';
function statusDescription(text) {
    const characters = [...text];
    if (characters.length <= MAX_STATUS_DESCRIPTION)
        return text;
    return characters.slice(0, MAX_STATUS_DESCRIPTION - 1).join('') + '\u2026';
}
async function createStatus(api, sha, status) {
    const operation = `Setting the ${status.context} status of ${sha.slice(0, 7)}`;
    const { data } = await api.send({
        context: {
            ...(0,github_errors/* errorContext */.Y)(operation, `${api.repository} was not found, or github-token cannot see it`, STATUS_PERMISSIONS),
            effect: 'The status may have been set anyway: read it before setting it again.',
        },
        idempotent: false,
        shape: 'object',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/statuses/{sha}', {
        ...api.repo,
        sha,
        state: status.state,
        context: status.context,
        ...(status.description === undefined
            ? {}
            : { description: statusDescription(status.description) }),
        ...(status.targetUrl === undefined ? {} : { target_url: status.targetUrl }),
        ...options,
    }));
    const created = statusOf(data);
    if (created === undefined) {
        throw new errors/* ApiError */.hD(`${operation}: GitHub answered without the new status's id.`);
    }
    return created;
}
async function commitStatuses(api, ref, context, limit) {
    const call = {
        context: (0,github_errors/* errorContext */.Y)(`Reading the statuses of ${ref}`, `${api.repository} was not found, or github-token cannot see it`, '{ statuses: read }'),
        idempotent: true,
        shape: 'array',
    };
    const found = [];
    for (let page = 1; page <= github_api/* MAX_PAGES */.Y0 && found.length < limit; page++) {
        const answer = await api.send(call, (options) => api.octokit.request('GET /repos/{owner}/{repo}/commits/{ref}/statuses', {
            ...api.repo,
            ref,
            per_page: 100,
            page,
            ...options,
        }));
        for (const listed of answer.data) {
            const status = statusOf(listed);
            if (status?.context.toLowerCase() === context.toLowerCase())
                found.push(status);
        }
        if (!(0,github_api/* hasNextPage */.rB)(answer.headers))
            break;
    }
    return found.slice(0, limit);
}
function statusOf(listed) {
    if (typeof listed?.id !== 'number')
        return undefined;
    const targetUrl = (0,untrusted/* textOf */.b)(listed.target_url);
    return {
        id: listed.id,
        state: (0,untrusted/* textOf */.b)(listed.state),
        context: (0,untrusted/* textOf */.b)(listed.context),
        description: (0,untrusted/* textOf */.b)(listed.description),
        targetUrl: targetUrl === '' ? undefined : targetUrl,
        createdAt: (0,untrusted/* textOf */.b)(listed.created_at),
    };
}

var compare = __nccwpck_require__(8388);
;// CONCATENATED MODULE: ../../shared/github/dispatches.ts


const DISPATCH_PERMISSIONS = '{ contents: write }';
async function dispatch(api, eventType, clientPayload) {
    await api.send({
        context: {
            ...(0,github_errors/* errorContext */.Y)(`Sending the ${eventType} event to ${api.repository}`, `${api.repository} was not found, or github-token cannot see it`, DISPATCH_PERMISSIONS),
            effect: 'The event may have been sent anyway: its workflows may already be running.',
        },
        idempotent: false,
        shape: 'none',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/dispatches', {
        ...api.repo,
        event_type: eventType,
        client_payload: clientPayload,
        ...options,
    }));
}

;// CONCATENATED MODULE: ../../shared/github/issues.ts



const ISSUE_PERMISSIONS = '{ issues: write }';
async function findOpenIssue(api, label, judge, accept = () => true) {
    if (label.includes(',')) {
        throw new Error(`An issue cannot be looked up by a label with a comma: "${label}".`);
    }
    const call = {
        context: (0,github_errors/* errorContext */.Y)(`Looking for the open issue labelled ${label}`, `${api.repository} was not found`, ISSUE_PERMISSIONS),
        idempotent: true,
        shape: 'array',
    };
    for (let page = 1; page <= github_api/* MAX_PAGES */.Y0; page++) {
        const answer = await api.send(call, (options) => api.octokit.request('GET /repos/{owner}/{repo}/issues', {
            ...api.repo,
            labels: label,
            state: 'open',
            sort: 'created',
            direction: 'desc',
            per_page: 100,
            page,
            ...options,
        }));
        const listed = answer.data
            .filter((issue) => typeof issue.number === 'number' &&
            (issue.pull_request === undefined || issue.pull_request === null))
            .map(issueOf);
        const issue = (await judge(listed)).find(accept);
        if (issue !== undefined)
            return issue;
        if (!(0,github_api/* hasNextPage */.rB)(answer.headers))
            break;
    }
    return undefined;
}
async function createIssue(api, issue) {
    const operation = 'Opening an issue';
    const { data } = await api.send({
        context: {
            ...(0,github_errors/* errorContext */.Y)(operation, `${api.repository} was not found`, ISSUE_PERMISSIONS),
            effect: 'The issue may have been opened anyway.',
        },
        idempotent: false,
        shape: 'object',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/issues', {
        ...api.repo,
        title: issue.title,
        body: issue.body,
        labels: [...issue.labels],
        ...options,
    }));
    return numbered(data, operation);
}
async function updateIssue(api, number, text) {
    const operation = `Updating issue #${number}`;
    const { data } = await api.send({
        context: (0,github_errors/* errorContext */.Y)(operation, `issue #${number} was not found in ${api.repository}`, ISSUE_PERMISSIONS),
        idempotent: true,
        shape: 'object',
    }, (options) => api.octokit.request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
        ...api.repo,
        issue_number: number,
        body: text.body,
        ...(text.title === undefined ? {} : { title: text.title }),
        ...options,
    }));
    return numbered(data, operation);
}
function numbered(answer, operation) {
    if (typeof answer.number !== 'number') {
        throw new errors/* ApiError */.hD(`${operation}: GitHub answered without the issue's number.`);
    }
    return issueOf(answer);
}
function issueOf(answer) {
    const text = (value) => (typeof value === 'string' ? value : '');
    const labels = Array.isArray(answer.labels)
        ? answer.labels
        : [];
    return {
        number: answer.number,
        title: text(answer.title),
        body: text(answer.body),
        htmlUrl: text(answer.html_url),
        labels: labels
            .map((label) => (typeof label === 'string' ? label : text(label?.name)))
            .filter((name) => name !== ''),
        ...(typeof answer.user?.login === 'string' ? { author: answer.user.login } : {}),
        trusted: false,
    };
}

;// CONCATENATED MODULE: ../../shared/github/permissions.ts



async function role(api, login) {
    try {
        const { data } = await api.send({
            context: (0,github_errors/* errorContext */.Y)(`Checking the repository role of ${login}`, `${login} is not a collaborator`),
            idempotent: true,
            shape: 'object',
        }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
            ...api.repo,
            username: login,
            ...options,
        }));
        const permission = typeof data.permission === 'string' ? data.permission : 'none';
        const role = typeof data.role_name === 'string' ? data.role_name : permission;
        return { role, permission };
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404)
            return { role: 'none', permission: 'none' };
        throw error;
    }
}
function graphqlUrl(apiUrl) {
    const base = apiUrl.replace(/\/+$/, '');
    return /\/api\/v3$/.test(base) ? base.replace(/\/api\/v3$/, '/api/graphql') : `${base}/graphql`;
}
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
async function tokenLogin(api) {
    const operation = 'Reading who github-token acts as (GraphQL viewer)';
    const { data } = await api.send({
        context: (0,github_errors/* errorContext */.Y)(operation, 'GitHub did not find its GraphQL API'),
        idempotent: true,
        shape: 'object',
    }, (options) => api.octokit.request('POST /graphql', {
        url: graphqlUrl(api.apiUrl),
        query: 'query { viewer { login } }',
        ...options,
    }));
    const login = data.data?.viewer?.login;
    if (typeof login === 'string' && LOGIN.test(login))
        return login;
    const said = Array.isArray(data.errors) ? ` (${JSON.stringify(data.errors).slice(0, 200)})` : '';
    throw new errors/* ApiError */.hD(`${operation} failed: GitHub answered without a login${said}.`);
}

var pull_requests = __nccwpck_require__(3207);
var pull_change = __nccwpck_require__(209);
;// CONCATENATED MODULE: ../../shared/github/pull-request-triage.ts

const TRIAGE_PERMISSIONS = '{ pull-requests: write }';
const where = (pull) => `${pull.owner}/${pull.repo}#${pull.number}`;
const notFound = (pull) => `pull request ${where(pull)} was not found, or github-token cannot see ${pull.owner}/${pull.repo}`;
async function requestReviewers(api, pull, reviewers) {
    const { data } = await api.send({
        context: {
            ...(0,github_errors/* errorContext */.Y)(`Requesting reviews on ${where(pull)}`, notFound(pull), TRIAGE_PERMISSIONS),
            effect: 'The reviews may have been requested anyway.',
        },
        idempotent: false,
        shape: 'object',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers', {
        owner: pull.owner,
        repo: pull.repo,
        pull_number: pull.number,
        ...(reviewers.users.length === 0 ? {} : { reviewers: [...reviewers.users] }),
        ...(reviewers.teams.length === 0 ? {} : { team_reviewers: [...reviewers.teams] }),
        ...options,
    }));
    const names = (list, key) => (Array.isArray(list) ? list : [])
        .map((item) => item?.[key])
        .filter((name) => typeof name === 'string');
    return {
        users: names(data.requested_reviewers, 'login'),
        teams: names(data.requested_teams, 'slug'),
    };
}
async function addLabels(api, pull, labels) {
    const { data } = await api.send({
        context: (0,github_errors/* errorContext */.Y)(`Adding labels to ${where(pull)}`, notFound(pull), TRIAGE_PERMISSIONS),
        idempotent: true,
        shape: 'array',
    }, (options) => api.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', {
        owner: pull.owner,
        repo: pull.repo,
        issue_number: pull.number,
        labels: [...labels],
        ...options,
    }));
    return data.map((label) => label?.name).filter((name) => typeof name === 'string');
}

;// CONCATENATED MODULE: ../../shared/github/reactions.ts



async function react(api, target, content, { claim = false } = {}) {
    const call = {
        context: {
            ...(0,github_errors/* errorContext */.Y)(`Adding a ${content} reaction`, 'the comment was not found (deleted?)'),
            effect: 'The reaction may have been added anyway.',
        },
        idempotent: !claim,
        shape: 'object',
    };
    const { status, data } = await api.send(call, (options) => target.kind === 'issue'
        ? api.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/reactions', {
            ...api.repo,
            issue_number: target.number,
            content,
            ...options,
        })
        : target.kind === 'issue-comment'
            ? api.octokit.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', {
                ...api.repo,
                comment_id: target.id,
                content,
                ...options,
            })
            : api.octokit.request('POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions', {
                ...api.repo,
                comment_id: target.id,
                content,
                ...options,
            }));
    return {
        created: status === 201,
        createdAt: typeof data.created_at === 'string' ? data.created_at : '',
        id: typeof data.id === 'number' ? data.id : 0,
        login: typeof data.user?.login === 'string' ? data.user.login : '',
    };
}
async function removeReaction(api, target, id) {
    const where = target.kind === 'issue' ? `#${target.number}` : `comment ${target.id}`;
    try {
        await api.send({
            context: (0,github_errors/* errorContext */.Y)(`Removing reaction ${id} from ${where}`, `the reaction was not on ${where}`),
            idempotent: true,
            shape: 'none',
        }, (options) => target.kind === 'issue'
            ? api.octokit.request('DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}', {
                ...api.repo,
                issue_number: target.number,
                reaction_id: id,
                ...options,
            })
            : target.kind === 'issue-comment'
                ? api.octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}', {
                    ...api.repo,
                    comment_id: target.id,
                    reaction_id: id,
                    ...options,
                })
                : api.octokit.request('DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}', {
                    ...api.repo,
                    comment_id: target.id,
                    reaction_id: id,
                    ...options,
                }));
        return true;
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404)
            return false;
        throw error;
    }
}

var lib = __nccwpck_require__(740);
var version = __nccwpck_require__(6667);
;// CONCATENATED MODULE: ../../shared/github/job-logs.ts



const GITHUB_LOG_HOSTS = [
    /^productionresultssa\d+\.blob\.core\.windows\.net$/,
    /^[a-z0-9-]+\.actions\.githubusercontent\.com$/,
];
function logLocation(location, apiUrl, job) {
    const refuse = (why) => new errors/* ApiError */.hD(`Reading the log of job ${job} failed: GitHub's API redirected ${why}.`);
    if (location === undefined || location === '')
        throw refuse('without a Location');
    const api = new URL(apiUrl);
    let url;
    try {
        url = new URL(location, api);
    }
    catch {
        throw refuse('to a Location that is not a URL');
    }
    if (url.username !== '' || url.password !== '')
        throw refuse('to a URL with credentials');
    if (url.origin === api.origin)
        return url;
    if (url.protocol !== 'https:')
        throw refuse(`to a ${url.protocol.replace(':', '')} URL`);
    if (api.hostname === 'api.github.com' && !GITHUB_LOG_HOSTS.some((h) => h.test(url.hostname))) {
        throw refuse(`to ${url.hostname}, which is not one of GitHub's log hosts`);
    }
    return url;
}
async function readLogTail(url, budget, timeoutMs, job) {
    const operation = `Reading the log of job ${job}`;
    const signal = AbortSignal.timeout(timeoutMs);
    const withSignal = {
        prepareRequest: (options) => {
            options.signal = signal;
        },
        canHandleAuthentication: () => false,
        handleAuthentication: () => Promise.reject(new Error('not used')),
    };
    const http = new lib/* HttpClient */.Qq(version/* USER_AGENT */._O, [withSignal], {
        allowRedirects: false,
        allowRetries: false,
        keepAlive: false,
    });
    try {
        const response = await http.request('GET', url.href, null, { accept: 'text/plain' });
        const status = response.message.statusCode ?? 0;
        if (status !== 200) {
            response.message.resume();
            throw new errors/* ApiError */.hD(`${operation} failed: the log host answered HTTP ${status}.`, {
                status,
                transient: status >= 500,
            });
        }
        const { kept, total } = await readEnd(response.message, budget.bytes + 1);
        return logTail(kept, total, budget);
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD)
            throw error;
        const why = signal.aborted
            ? `no answer within ${timeoutMs} ms`
            : `the log host could not be read (${codeOf(error)})`;
        throw new errors/* ApiError */.hD(`${operation} failed: ${why}.`, { transient: true });
    }
    finally {
        http.dispose();
    }
}
function readEnd(message, keep) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let held = 0;
        let total = 0;
        message.on('data', (chunk) => {
            chunks.push(chunk);
            held += chunk.length;
            total += chunk.length;
            while (chunks.length > 1 && held - (chunks[0]?.length ?? 0) >= keep) {
                held -= chunks.shift()?.length ?? 0;
            }
        });
        message.on('end', () => resolve({ kept: Buffer.concat(chunks), total }));
        message.on('error', reject);
        message.on('close', () => {
            if (!message.complete) {
                reject(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' }));
            }
        });
    });
}
function logTail(kept, total, budget) {
    let end = kept;
    let cut = total > budget.bytes;
    if (cut) {
        end = kept.subarray(kept.length - budget.bytes);
        const newline = end.indexOf(0x0a);
        if (kept[kept.length - budget.bytes - 1] !== 0x0a && newline >= 0 && newline < end.length - 1) {
            end = end.subarray(newline + 1);
        }
    }
    const text = end.toString('utf8').replace(/\r?\n$/, '');
    let lines = text === '' ? [] : text.split(/\r?\n/);
    if (lines.length > budget.lines) {
        lines = lines.slice(lines.length - budget.lines);
        cut = true;
    }
    return { lines, cut };
}
function codeOf(error) {
    const code = error?.code;
    return typeof code === 'string' ? code : 'network error';
}

;// CONCATENATED MODULE: ../../shared/github/workflow-runs.ts




const FAILED = ['failure', 'timed_out'];
const workflow_runs_text = (value) => (typeof value === 'string' ? value : undefined);
const integer = (value) => typeof value === 'number' && Number.isInteger(value) ? value : undefined;
async function failedJobs(api, runId, pages = github_api/* MAX_PAGES */.Y0) {
    const call = {
        context: (0,github_errors/* errorContext */.Y)(`Listing the jobs of workflow run ${runId}`, `workflow run ${runId} was not found in ${api.repository}`, '{ actions: read }'),
        idempotent: true,
        shape: 'object',
    };
    const failed = [];
    for (let page = 1; page <= pages; page++) {
        const answer = await api.send(call, (options) => api.octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', {
            ...api.repo,
            run_id: runId,
            filter: 'latest',
            per_page: 100,
            page,
            ...options,
        }));
        for (const job of answer.data.jobs ?? []) {
            const found = failedJob(job);
            if (found !== undefined)
                failed.push(found);
        }
        if (!(0,github_api/* hasNextPage */.rB)(answer.headers))
            break;
    }
    return failed;
}
function failedJob(job) {
    const id = integer(job?.id);
    const conclusion = workflow_runs_text(job?.conclusion);
    if (job == null || id === undefined || conclusion === undefined || !FAILED.includes(conclusion)) {
        return undefined;
    }
    const failedSteps = (job.steps ?? []).flatMap((step) => {
        const number = integer(step?.number);
        const stepConclusion = workflow_runs_text(step?.conclusion);
        if (number === undefined || stepConclusion === undefined || !FAILED.includes(stepConclusion)) {
            return [];
        }
        return [{ number, name: workflow_runs_text(step?.name) ?? `step ${number}`, conclusion: stepConclusion }];
    });
    return {
        id,
        name: workflow_runs_text(job.name) ?? `job ${id}`,
        conclusion,
        htmlUrl: workflow_runs_text(job.html_url),
        failedSteps,
    };
}
async function checkRunAnnotations(api, checkRunId, limit) {
    const { data } = await api.send({
        context: (0,github_errors/* errorContext */.Y)(`Listing the annotations of check run ${checkRunId}`, `check run ${checkRunId} was not found in ${api.repository}`, '{ checks: read }'),
        idempotent: true,
        shape: 'array',
    }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations', {
        ...api.repo,
        check_run_id: checkRunId,
        per_page: Math.min(limit, 100),
        ...options,
    }));
    return data.slice(0, limit).flatMap((annotation) => {
        const path = workflow_runs_text(annotation?.path);
        if (annotation == null || path === undefined)
            return [];
        return [
            {
                path,
                startLine: integer(annotation.start_line),
                endLine: integer(annotation.end_line),
                level: workflow_runs_text(annotation.annotation_level) ?? 'notice',
                title: workflow_runs_text(annotation.title),
                message: workflow_runs_text(annotation.message) ?? '',
                rawDetails: workflow_runs_text(annotation.raw_details),
            },
        ];
    });
}
async function jobLog(api, jobId, budget) {
    let answer;
    try {
        answer = await api.send({
            context: (0,github_errors/* errorContext */.Y)(`Reading the log of job ${jobId}`, `job ${jobId} was not found in ${api.repository}`, '{ actions: read }'),
            idempotent: true,
            shape: 'none',
        }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', {
            ...api.repo,
            job_id: jobId,
            ...options,
            request: { ...options.request, redirect: 'manual' },
        }));
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 410)
            return { kind: 'expired' };
        throw error;
    }
    if (answer.status !== 302) {
        throw new errors/* ApiError */.hD(`Reading the log of job ${jobId} failed: GitHub answered HTTP ${answer.status} where it redirects to the log.`, { status: answer.status });
    }
    const location = answer.headers.location;
    const url = logLocation(location === undefined ? undefined : String(location), api.apiUrl, jobId);
    return { kind: 'log', ...(await readLogTail(url, budget, api.timeoutMs, jobId)) };
}

;// CONCATENATED MODULE: ../../shared/github/reviews.ts



async function reviewComments(api, pull, reviewId, limit) {
    const call = {
        context: (0,github_errors/* errorContext */.Y)(`Reading the comments of review ${reviewId} on pull request #${pull}`, `review ${reviewId} was not found on pull request #${pull}`),
        idempotent: true,
        shape: 'array',
    };
    const perPage = Math.min(limit, 100);
    const comments = [];
    for (let page = 1;; page++) {
        const answer = await api.send(call, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments', {
            ...api.repo,
            pull_number: pull,
            review_id: reviewId,
            per_page: perPage,
            page,
            ...options,
        }));
        for (const comment of answer.data) {
            if (typeof comment.id !== 'number')
                continue;
            const login = (0,untrusted/* textOf */.b)(comment.user?.login);
            comments.push({
                id: comment.id,
                body: (0,untrusted/* textOf */.b)(comment.body),
                path: (0,untrusted/* textOf */.b)(comment.path),
                line: typeof comment.line === 'number' ? comment.line : undefined,
                diffHunk: (0,untrusted/* textOf */.b)(comment.diff_hunk),
                author: login === ''
                    ? undefined
                    : { login, association: (0,untrusted/* textOf */.b)(comment.author_association) || 'NONE' },
            });
        }
        const more = (0,github_api/* hasNextPage */.rB)(answer.headers);
        if (!more)
            return { comments: comments.slice(0, limit), more: comments.length > limit };
        if (comments.length >= limit)
            return { comments: comments.slice(0, limit), more: true };
    }
}
async function reviewBody(api, pull, reviewId) {
    const { data } = await api.send({
        context: (0,github_errors/* errorContext */.Y)(`Reading review ${reviewId} on pull request #${pull}`, `review ${reviewId} was not found on pull request #${pull}`),
        idempotent: true,
        shape: 'object',
    }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}', {
        ...api.repo,
        pull_number: pull,
        review_id: reviewId,
        ...options,
    }));
    return (0,untrusted/* textOf */.b)(data.body);
}

;// CONCATENATED MODULE: ../../shared/github/github-client.ts
















class GitHubClient {
    api;
    authorship;
    family;
    constructor(settings, deps, authorship = github_authorship/* NO_AUTHORSHIP */.W9, family = new Map()) {
        this.api = new github_api/* GitHubApi */.yN(settings, deps);
        this.family = family;
        this.authorship =
            family.get(settings.token) ??
                new github_authorship/* Authorship */.EX(authorship, () => tokenLogin(this.api));
        family.set(settings.token, this.authorship);
    }
    inRepository(owner, repo) {
        const { settings } = this.api;
        const { elsewhere } = settings;
        const home = `${owner}/${repo}`.toLowerCase() === elsewhere?.home.toLowerCase();
        const token = elsewhere === undefined ? settings.token : home ? elsewhere.homeToken : elsewhere.token;
        return new GitHubClient({ ...settings, owner, repo, token }, this.api.deps, this.authorship.settings, this.family);
    }
    dispose() { }
    role(login) {
        return role(this.api, login);
    }
    place(kind, number) {
        return { repository: this.api.repository, kind, number };
    }
    async threadComments(number, isPullRequest) {
        const found = await threadComments(this.api, number, isPullRequest);
        return this.authorship.judge(found, (c) => this.place(c.kind, number));
    }
    async repositoryComments(since, maxPages = github_api/* MAX_PAGES */.Y0) {
        const found = await repositoryComments(this.api, since, maxPages);
        const judged = await this.authorship.judge(found.comments, (c) => this.place(c.kind, c.number));
        return { ...found, comments: judged };
    }
    async comment(kind, id) {
        const found = await comment(this.api, kind, id);
        if (found === undefined)
            return undefined;
        const { number, ...read } = found;
        if (number === undefined)
            return read;
        return (await this.authorship.judge([read], (c) => this.place(c.kind, number)))[0];
    }
    async createComment(number, body) {
        const sealed = this.authorship.seal(body, this.place('issue', number));
        return this.posted(await createComment(this.api, number, sealed));
    }
    posted({ id, author }) {
        this.authorship.learn(author);
        return id;
    }
    async replyToReviewComment(pull, commentId, body) {
        const sealed = this.authorship.seal(body, this.place('review', pull));
        return this.posted(await replyToReviewComment(this.api, pull, commentId, sealed));
    }
    updateComment(kind, id, body, thread) {
        const sealed = this.authorship.seal(body, this.place(kind, thread));
        return updateComment(this.api, kind, id, sealed);
    }
    deleteComment(id, kind = 'issue') {
        return deleteComment(this.api, kind, id);
    }
    react(target, content, options = {}) {
        return react(this.api, target, content, options);
    }
    removeReaction(target, id) {
        return removeReaction(this.api, target, id);
    }
    pullRequestFiles(number, limit) {
        return pull_requests/* pullRequestFiles */.sI(this.api, number, limit);
    }
    pullRequestEnds(number) {
        return pull_change/* pullRequestEnds */.jB(this.api, number);
    }
    pullRequestHead(number) {
        return pull_change/* pullRequestHead */.Ju(this.api, number);
    }
    pullRequestChange(number) {
        return pull_change/* pullRequestChange */.$O(this.api, number);
    }
    fileText(path, ref) {
        return pull_change/* fileText */.CG(this.api, path, ref);
    }
    openPullRequests(base) {
        return pull_requests/* openPullRequests */.Sm(this.api, base);
    }
    pullRequestState(number) {
        return pull_requests/* pullRequestState */.uS(this.api, number);
    }
    requestReviewers(pull, reviewers) {
        return requestReviewers(this.inRepository(pull.owner, pull.repo).api, pull, reviewers);
    }
    addLabels(pull, labels) {
        return addLabels(this.inRepository(pull.owner, pull.repo).api, pull, labels);
    }
    reviewComments(pull, reviewId, limit) {
        return reviewComments(this.api, pull, reviewId, limit);
    }
    reviewBody(pull, reviewId) {
        return reviewBody(this.api, pull, reviewId);
    }
    findOpenIssue(label, accept) {
        const judge = (page) => this.authorship.judge(page, () => this.issueBody(), 'issue');
        return findOpenIssue(this.api, label, judge, accept);
    }
    issueBody() {
        return { repository: this.api.repository, kind: 'issue-body' };
    }
    async createIssue(issue) {
        const body = this.authorship.seal(issue.body, this.issueBody());
        const opened = await createIssue(this.api, { ...issue, body });
        this.authorship.learn(opened.author);
        return opened;
    }
    updateIssue(number, text) {
        const body = this.authorship.seal(text.body, this.issueBody());
        return updateIssue(this.api, number, { ...text, body });
    }
    failedJobs(runId, pages) {
        return failedJobs(this.api, runId, pages);
    }
    checkRunAnnotations(checkRunId, limit) {
        return checkRunAnnotations(this.api, checkRunId, limit);
    }
    jobLog(jobId, budget) {
        return jobLog(this.api, jobId, budget);
    }
    compareCommits(base, head, budget, options = {}) {
        return compare/* compareCommits */.kC(this.api, base, head, budget, options);
    }
    changeAtEnds(base, head) {
        return compare/* changeAtEnds */.i1(this.api, base, head);
    }
    commitPulls(sha) {
        return commitPulls(this.api, sha);
    }
    createCommitStatus(sha, status) {
        return createStatus(this.api, sha, status);
    }
    commitStatuses(ref, context, limit) {
        return commitStatuses(this.api, ref, context, limit);
    }
    dispatch(eventType, payload) {
        return dispatch(this.api, eventType, payload);
    }
}
function createGitHubClient(settings, deps, authorship = github_authorship/* NO_AUTHORSHIP */.W9) {
    return new GitHubClient(settings, deps, authorship);
}


/***/ }),

/***/ 7774:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ githubErrorMessage),
/* harmony export */   Y: () => (/* binding */ errorContext)
/* harmony export */ });
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(33);

const AGENT_PERMISSIONS = '{ issues: write, pull-requests: write }';
const permissionsHint = (permissions = AGENT_PERMISSIONS) => `The workflow token lacks a permission: add \`permissions: ${permissions}\` to the workflow or job (and \`contents: read\` if you list others).`;
function githubErrorMessage(context, status, said, retryAfterMs) {
    const from = said === '' ? '' : ` GitHub said: ${said.replace(/\.$/, '')}.`;
    const prefix = `${context.operation} failed with HTTP ${status}:`;
    const hint = permissionsHint(context.permissions);
    if (status === 401)
        return `${prefix} the GitHub token was rejected; check github-token.${from}`;
    if (status === 403 && /not accessible by integration/i.test(said))
        return `${prefix} ${hint}${from}`;
    if ((status === 403 || status === 429) &&
        (retryAfterMs !== undefined || /rate limit/i.test(said))) {
        const wait = retryAfterMs === undefined ? '' : ` Wait ${(0,_http_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatWait */ .Du)(retryAfterMs)}.`;
        return `${prefix} GitHub's API rate limit was reached.${wait}${from}`;
    }
    if (status === 403)
        return `${prefix} the token may not do this. ${hint}${from}`;
    if (status === 404)
        return `${prefix} ${context.notFound}.${from}`;
    if (status === 410)
        return `${prefix} issues are turned off in the repository (Settings, General, Features).${from}`;
    if (status >= 500)
        return `${prefix} GitHub had an error; it was retried where that is safe.${from}`;
    return `${prefix} unexpected answer.${from}`;
}
function errorContext(operation, notFound, permissions) {
    return { operation, notFound, rateLimit: "GitHub's API rate limit", permissions };
}


/***/ }),

/***/ 7403:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GN: () => (/* binding */ carriesMarker),
/* harmony export */   Ip: () => (/* binding */ openSeal),
/* harmony export */   ZU: () => (/* binding */ SEAL_LENGTH),
/* harmony export */   eO: () => (/* binding */ sealBody),
/* harmony export */   my: () => (/* binding */ sealKeys)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

const MARKER_START = '<!-- docs-';
const MARKER_END = '-->';
const SEAL_START = '<!-- docs-agent-seal v1 ';
const SEAL_AT = /^\n?<!-- docs-agent-seal v1 ([A-Za-z0-9_-]{43}) -->/;
const MAC_LENGTH = 43;
const SEAL_LENGTH = `\n${SEAL_START}`.length + MAC_LENGTH + ' -->'.length;
const SALT = 'docs-agent-action marker seal';
const LABEL = 'v1';
function derive(apiKey) {
    return Buffer.from((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hkdfSync)('sha256', apiKey, SALT, LABEL, 32));
}
function sealKeys(apiKey, others = []) {
    const seal = apiKey === '' ? undefined : derive(apiKey);
    const verify = [
        ...(seal === undefined ? [] : [seal]),
        ...others.filter((key) => key !== '' && key !== apiKey).map(derive),
    ];
    return { seal, verify };
}
function carriesMarker(body) {
    return withoutSeal(body).includes(MARKER_START);
}
function lastSeal(body) {
    const start = body.lastIndexOf(SEAL_START);
    if (start === -1)
        return undefined;
    const from = start > 0 && body[start - 1] === '\n' ? start - 1 : start;
    const found = SEAL_AT.exec(body.slice(from));
    if (found?.[1] === undefined)
        return undefined;
    return { mac: found[1], bare: body.slice(0, from) + body.slice(from + found[0].length) };
}
function withoutSeal(body) {
    return lastSeal(body)?.bare ?? body;
}
function placeWords(place) {
    return place.kind === 'issue-body' ? 'issue body' : `${place.kind} ${place.number}`;
}
function markersOf(body) {
    const markers = [];
    for (let at = body.indexOf(MARKER_START); at !== -1;) {
        const end = body.indexOf(MARKER_END, at + MARKER_START.length);
        if (end === -1)
            break;
        markers.push(body.slice(at, end + MARKER_END.length));
        at = body.indexOf(MARKER_START, end + MARKER_END.length);
    }
    return markers;
}
function mac(key, place, body) {
    const markers = markersOf(body);
    const signed = [SEAL_START.trim(), place.repository.toLowerCase(), placeWords(place), ...markers];
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(signed.join('\n')).digest();
}
function sealBody(body, place, keys) {
    if (keys.seal === undefined || !carriesMarker(body))
        return body;
    const bare = withoutSeal(body);
    return `${bare}\n${SEAL_START}${mac(keys.seal, place, bare).toString('base64url')} -->`;
}
function openSeal(body, place, keys) {
    const found = lastSeal(body);
    if (found === undefined)
        return { body, sealed: false };
    const given = Buffer.from(found.mac, 'base64url');
    const { bare } = found;
    const sealed = keys.verify.some((key) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(mac(key, place, bare), given));
    return sealed ? { body: bare, sealed } : { body, sealed };
}


/***/ }),

/***/ 209:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $O: () => (/* binding */ pullRequestChange),
/* harmony export */   CG: () => (/* binding */ fileText),
/* harmony export */   Ju: () => (/* binding */ pullRequestHead),
/* harmony export */   Zh: () => (/* binding */ MAX_LISTED_FILES),
/* harmony export */   jB: () => (/* binding */ pullRequestEnds)
/* harmony export */ });
/* harmony import */ var _github_api_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3152);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7774);
/* harmony import */ var _http_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(33);
/* harmony import */ var _pull_requests_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3207);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7677);





const MAX_LISTED_FILES = 3000;
const MAX_FILE_PAGES = MAX_LISTED_FILES / 100;
async function pullRequestHead(api, number) {
    const data = await (0,_pull_requests_js__WEBPACK_IMPORTED_MODULE_3__/* .readPullRequest */ .DQ)(api, number);
    return {
        ...endsOf(data, number),
        headRepository: (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .textOf */ .b)(data.head?.repo?.full_name),
        pushedAt: (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .textOf */ .b)(data.head?.repo?.pushed_at),
    };
}
async function pullRequestEnds(api, number) {
    return endsOf(await (0,_pull_requests_js__WEBPACK_IMPORTED_MODULE_3__/* .readPullRequest */ .DQ)(api, number), number);
}
function endsOf(data, number) {
    const headSha = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .textOf */ .b)(data.head?.sha);
    const baseSha = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .textOf */ .b)(data.base?.sha);
    if (!/^[0-9a-f]{40}$/.test(headSha) || !/^[0-9a-f]{40}$/.test(baseSha))
        throw new _http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD(`Reading pull request #${number} failed: GitHub's answer has no head and base commits.`, {
            status: 200,
            transient: false,
            mayHaveActed: false,
        });
    const changed = data.changed_files;
    return {
        headSha,
        baseSha,
        ...(typeof changed === 'number' && Number.isSafeInteger(changed) && changed >= 0
            ? { changedFiles: changed }
            : {}),
    };
}
async function pullRequestChange(api, number, maxPages = MAX_FILE_PAGES) {
    const call = {
        context: (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorContext */ .Y)(`Listing the files of pull request #${number}`, `pull request #${number} was not found`),
        idempotent: true,
        shape: 'array',
    };
    const files = [];
    let listed = 0;
    for (let page = 1; page <= maxPages; page++) {
        const answer = await api.send(call, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
            ...api.repo,
            pull_number: number,
            per_page: 100,
            page,
            ...options,
        }));
        for (const entry of answer.data) {
            listed++;
            const path = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .textOf */ .b)(entry?.filename);
            if (path === '')
                continue;
            const previous = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .textOf */ .b)(entry?.previous_filename);
            files.push({
                path,
                status: (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .textOf */ .b)(entry?.status) || 'modified',
                previousPath: previous === '' ? undefined : previous,
                patch: typeof entry?.patch === 'string' ? entry.patch : undefined,
            });
        }
        if (!(0,_github_api_js__WEBPACK_IMPORTED_MODULE_0__/* .hasNextPage */ .rB)(answer.headers))
            return { files, complete: listed < MAX_LISTED_FILES };
    }
    return { files, complete: false };
}
async function fileText(api, path, ref) {
    try {
        const { data } = await api.send({
            context: (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorContext */ .Y)(`Reading ${path} at ${ref.slice(0, 7)}`, `${path} was not found`),
            idempotent: true,
            shape: 'object',
        }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/contents/{path}', {
            ...api.repo,
            path,
            ref,
            ...options,
        }));
        const file = data;
        if (file.type !== 'file' || file.encoding !== 'base64' || typeof file.content !== 'string')
            return null;
        return Buffer.from(file.content, 'base64').toString('utf8');
    }
    catch (error) {
        if (error instanceof _http_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD && error.status === 404)
            return undefined;
        throw error;
    }
}


/***/ }),

/***/ 3207:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DQ: () => (/* binding */ readPullRequest),
/* harmony export */   Sm: () => (/* binding */ openPullRequests),
/* harmony export */   Y_: () => (/* binding */ changedFiles),
/* harmony export */   sI: () => (/* binding */ pullRequestFiles),
/* harmony export */   uS: () => (/* binding */ pullRequestState)
/* harmony export */ });
/* harmony import */ var _github_api_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3152);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7774);


async function pullRequestFiles(api, number, limit) {
    const { data } = await api.send({
        context: (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorContext */ .Y)(`Listing the files of pull request #${number}`, `pull request #${number} was not found`),
        idempotent: true,
        shape: 'array',
    }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
        ...api.repo,
        pull_number: number,
        per_page: Math.min(limit, 100),
        ...options,
    }));
    return changedFiles(data).slice(0, limit);
}
function changedFiles(entries) {
    const count = (value) => (typeof value === 'number' ? value : 0);
    return entries.flatMap((file) => typeof file?.filename !== 'string'
        ? []
        : [
            {
                filename: file.filename,
                status: typeof file.status === 'string' ? file.status : 'modified',
                additions: count(file.additions),
                deletions: count(file.deletions),
                patch: typeof file.patch === 'string' ? file.patch : undefined,
                ...(typeof file.previous_filename === 'string' && file.previous_filename !== ''
                    ? { previousFilename: file.previous_filename }
                    : {}),
            },
        ]);
}
async function readPullRequest(api, number) {
    const { data } = await api.send({
        context: (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorContext */ .Y)(`Reading pull request #${number}`, `pull request #${number} was not found`),
        idempotent: true,
        shape: 'object',
    }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        ...api.repo,
        pull_number: number,
        ...options,
    }));
    return data;
}
async function pullRequestState(api, number) {
    const data = await readPullRequest(api, number);
    const mergedAt = typeof data.merged_at === 'string' ? data.merged_at.slice(0, 10) : undefined;
    return {
        merged: data.merged === true || mergedAt !== undefined,
        mergedAt,
        closed: data.state === 'closed',
    };
}
const MAX_OPEN_PAGES = 10;
async function openPullRequests(api, base, maxPages = MAX_OPEN_PAGES) {
    const pulls = [];
    for (let page = 1; page <= maxPages; page++) {
        const answer = await api.send({
            context: (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorContext */ .Y)(`Listing the open pull requests into ${base}`, `${base} was not found`),
            idempotent: true,
            shape: 'array',
        }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls', {
            ...api.repo,
            state: 'open',
            base,
            per_page: 100,
            page,
            ...options,
        }));
        for (const pull of answer.data) {
            const headSha = typeof pull?.head?.sha === 'string' ? pull.head.sha : '';
            const author = typeof pull?.user?.login === 'string' ? pull.user.login : '';
            if (typeof pull?.number === 'number')
                pulls.push({ number: pull.number, author, headSha });
        }
        if (!(0,_github_api_js__WEBPACK_IMPORTED_MODULE_0__/* .hasNextPage */ .rB)(answer.headers))
            return { pulls, complete: true };
    }
    return { pulls, complete: false };
}


/***/ }),

/***/ 3464:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A6: () => (/* binding */ eventOf),
/* harmony export */   v1: () => (/* binding */ loadRunContext),
/* harmony export */   wk: () => (/* binding */ repoUrl)
/* harmony export */ });
/* harmony import */ var _toolkit_import_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4267);

function eventOf(context, names) {
    const name = names.find((candidate) => candidate === context.eventName);
    return name === undefined ? undefined : { name, payload: context.payload };
}
function repoUrl(context) {
    return `${context.serverUrl}/${context.owner}/${context.repo}`;
}
async function loadRunContext(deps) {
    if (deps.githubContext !== undefined)
        return readRunContext(deps.githubContext);
    let toolkit;
    try {
        toolkit = await (0,_toolkit_import_js__WEBPACK_IMPORTED_MODULE_0__/* .loadToolkit */ .f)();
    }
    catch (error) {
        throw new Error(`@actions/github could not read the run's context (the event file GITHUB_EVENT_PATH names, which the runner writes): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    return readRunContext(toolkit.context);
}
function readRunContext(github) {
    const { owner, repo } = repositoryOf(github);
    const serverUrl = github.serverUrl.replace(/\/+$/, '');
    const runId = github.runId > 0 ? String(github.runId) : '';
    const attempt = github.runAttempt;
    const payload = github.payload;
    return {
        eventName: github.eventName ?? '',
        payload: typeof payload === 'object' && payload !== null ? payload : {},
        owner,
        repo,
        serverUrl,
        apiUrl: github.apiUrl.replace(/\/+$/, ''),
        runId,
        runAttempt: attempt > 0 ? attempt : 1,
        runUrl: runId === '' ? '' : `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
    };
}
function repositoryOf(github) {
    try {
        const { owner, repo } = github.repo;
        return { owner: owner ?? '', repo: repo ?? '' };
    }
    catch {
        return { owner: '', repo: '' };
    }
}


/***/ }),

/***/ 4267:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ loadToolkit)
/* harmony export */ });
/* harmony import */ var _http_undici_on_demand_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8273);

let toolkit;
function loadToolkit() {
    toolkit ??= (0,_http_undici_on_demand_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareFetch */ .sh)().then(() => Promise.all(/* import() */[__nccwpck_require__.e(320), __nccwpck_require__.e(388)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1642)));
    return toolkit;
}


/***/ }),

/***/ 7677:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ readEventPayload),
/* harmony export */   b: () => (/* binding */ textOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

function textOf(value) {
    return typeof value === 'string' ? value : '';
}
function readEventPayload(path) {
    if (path === undefined || path === '')
        return {};
    try {
        const parsed = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
        return (typeof parsed === 'object' && parsed !== null ? parsed : {});
    }
    catch {
        return {};
    }
}


/***/ }),

/***/ 2317:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ readBody)
/* harmony export */ });
function readBody(message) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        message.on('data', (chunk) => chunks.push(chunk));
        message.on('end', () => resolve(Buffer.concat(chunks)));
        message.on('error', reject);
        message.on('close', () => {
            if (!message.complete)
                reject(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' }));
        });
    });
}


/***/ }),

/***/ 33:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ formatWait),
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   FY: () => (/* binding */ serviceErrorMessage),
/* harmony export */   hD: () => (/* binding */ ApiError)
/* harmony export */ });
class ApiError extends Error {
    name = 'ApiError';
    status;
    transient;
    mayHaveActed;
    retryAfterMs;
    constructor(message, options = {}) {
        super(message);
        this.status = options.status;
        this.transient = options.transient ?? false;
        this.mayHaveActed = options.mayHaveActed ?? false;
        this.retryAfterMs = options.retryAfterMs;
    }
}
function redact(text, secrets) {
    let clean = text;
    for (const secret of secrets) {
        if (secret.length < 4)
            continue;
        for (const form of new Set([secret, encodeURIComponent(secret)]))
            clean = clean.split(form).join('***');
    }
    return clean;
}
function formatWait(ms) {
    const seconds = Math.ceil(ms / 1000);
    if (seconds < 120)
        return `${seconds} s`;
    return `${Math.ceil(seconds / 60)} min`;
}
function serviceErrorMessage(context, status, said, retryAfterMs) {
    const from = said === '' ? '' : ` The service said: ${said}.`;
    const prefix = `${context.operation} failed with HTTP ${status}:`;
    switch (true) {
        case status === 401:
            return `${prefix} the API key was rejected; check api-key (admin keys start with mint_, and expired keys are refused).${from}`;
        case status === 403:
            return `${prefix} the API key is not allowed to do this. Check that the key has the needed scope (read for polling, write for creating jobs and sending messages) and, if the key has an IP allowlist, that it admits this runner.${from}`;
        case status === 404:
            return `${prefix} ${context.notFound}.${from}`;
        case status === 429: {
            const when = retryAfterMs === undefined
                ? 'Try again later'
                : `The service asks to wait ${formatWait(retryAfterMs)}`;
            return `${prefix} rate limit reached (the service allows ${context.rateLimit}). ${when}, or spread runs out with a concurrency group.${from}`;
        }
        case status === 400:
            return `${prefix} the service rejected the request as invalid.${from}`;
        case status >= 500:
            return `${prefix} the service had an error or is unavailable. Try again later.${from}`;
        default:
            return `${prefix} unexpected answer.${from}`;
    }
}


/***/ }),

/***/ 7296:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ Transport),
/* harmony export */   q: () => (/* binding */ noAnswerInTime)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(740);
/* harmony import */ var _answer_body_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2317);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(33);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4378);




class RequestTimeout extends Error {
}
function noAnswerInTime(operation, server, timeoutMs, effect, mayHaveActed) {
    const seconds = Math.round(timeoutMs / 1000);
    return {
        ok: false,
        failure: { kind: 'timeout' },
        brief: `no answer within ${seconds} s`,
        error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(`${operation} failed: ${server} did not answer within ${seconds} s.${effect}`, { transient: true, mayHaveActed }),
    };
}
const LAST_ATTEMPT_MS = 5000;
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
class Transport {
    requestsSent = 0;
    http;
    options;
    constructor(options) {
        this.options = options;
        this.http = this.newHttpClient();
    }
    newHttpClient() {
        return new _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpClient */ .Qq(this.options.userAgent, [], {
            socketTimeout: this.options.timeoutMs,
            allowRetries: false,
            keepAlive: false,
        });
    }
    dispose() {
        this.http.dispose();
    }
    async object(request) {
        const { retry, clock, random, onRetry } = this.options;
        const idempotent = request.idempotent ?? request.method !== 'POST';
        const url = this.url(request);
        const deadline = request.deadline ?? Infinity;
        for (let attempt = 1;; attempt++) {
            const remaining = Math.max(deadline - this.options.clock.now(), LAST_ATTEMPT_MS);
            const timeoutMs = Math.min(this.options.timeoutMs, remaining);
            const result = await this.attempt(request, url, idempotent, timeoutMs);
            if (result.ok)
                return result.body;
            const wait = result.failure.kind === 'status' ? result.failure.retryAfterMs : undefined;
            const delay = wait ?? (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .backoffDelay */ .EY)(attempt, retry, random);
            const retryable = (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .isRetryable */ .r3)(idempotent, result.failure) &&
                attempt < retry.maxAttempts &&
                (wait === undefined || wait <= retry.maxRetryAfterMs) &&
                this.options.clock.now() + delay < deadline;
            if (!retryable)
                throw result.error;
            onRetry?.(`${request.context.operation}: ${result.brief}; retrying in ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .formatWait */ .Du)(delay)} (attempt ${attempt + 1} of ${retry.maxAttempts}).`);
            await clock.sleep(delay);
        }
    }
    url(request) {
        const url = new URL(this.options.baseUrl + request.path);
        for (const [name, value] of Object.entries(request.query ?? {})) {
            if (value !== undefined)
                url.searchParams.set(name, String(value));
        }
        return url.href;
    }
    async attempt(request, url, idempotent, timeoutMs) {
        const { context } = request;
        const unsafe = !idempotent;
        const effect = unsafe && context.effect !== undefined ? ` ${context.effect}` : '';
        let answer;
        try {
            answer = await this.send(request, url, timeoutMs);
        }
        catch (error) {
            if (error instanceof RequestTimeout)
                return noAnswerInTime(context.operation, 'the service', timeoutMs, effect, unsafe);
            const code = error.code ?? 'network error';
            const notSent = (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .isNotSentError */ .E6)(code);
            const origin = new URL(this.options.baseUrl).origin;
            const message = notSent
                ? `${context.operation} failed: could not reach ${origin} (${code}). Check ${this.options.urlSetting} and the runner's network or proxy settings.`
                : `${context.operation} failed: the connection to ${origin} dropped (${code}) before an answer arrived.${effect}`;
            return {
                ok: false,
                failure: { kind: 'network', notSent },
                brief: notSent ? `could not connect (${code})` : `connection dropped (${code})`,
                error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(message, { transient: true, mayHaveActed: unsafe && !notSent }),
            };
        }
        const { status, headers, text } = answer;
        const contentType = headers['content-type'];
        if (status >= 200 && status < 300) {
            let body;
            try {
                body = text === '' && status === 204 ? {} : JSON.parse(text);
            }
            catch {
                body = undefined;
            }
            if (isObject(body))
                return { ok: true, body };
            const said = this.said(text, contentType) || 'an empty body';
            return {
                ok: false,
                failure: { kind: 'malformed' },
                brief: `HTTP ${status} with a body that is not a JSON object`,
                error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(`${context.operation} failed: the service answered HTTP ${status}, but its body is not the JSON object expected (got ${said}).${effect}`, { status, transient: idempotent, mayHaveActed: unsafe }),
            };
        }
        const retryAfterMs = (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRetryAfter */ .mu)(headers['retry-after'], this.options.clock.now());
        const said = this.said(text, contentType);
        const unknownFate = unsafe && (0,_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .mayHaveActedDespite */ .$2)(status);
        return {
            ok: false,
            failure: { kind: 'status', status, retryAfterMs },
            brief: `HTTP ${status}`,
            error: new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(this.options.explain(context, status, said, retryAfterMs) + (unknownFate ? effect : ''), {
                status,
                transient: status === 429 || status === 408 || status >= 500,
                mayHaveActed: unknownFate,
                retryAfterMs,
            }),
        };
    }
    said(text, contentType) {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(this.options.readError((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(text, this.options.secrets), contentType), this.options.secrets);
    }
    async send(request, url, timeoutMs) {
        const http = this.http;
        const headers = { ...this.options.headers };
        let data = null;
        if (request.body !== undefined) {
            data = JSON.stringify(request.body);
            headers['content-type'] = 'application/json';
        }
        this.requestsSent++;
        const exchange = (async () => {
            const response = await http.request(request.method, url, data, headers);
            const text = (await (0,_answer_body_js__WEBPACK_IMPORTED_MODULE_3__/* .readBody */ .x)(response.message)).toString('utf8');
            return { status: response.message.statusCode ?? 0, headers: response.message.headers, text };
        })();
        let timer;
        const timeout = new Promise((_, reject) => {
            timer = setTimeout(() => reject(new RequestTimeout()), timeoutMs);
        });
        exchange.catch(() => undefined);
        try {
            return await Promise.race([exchange, timeout]);
        }
        catch (error) {
            const timedOut = error instanceof RequestTimeout ||
                (error instanceof Error && error.message.startsWith('Request timeout'));
            if (!timedOut)
                throw error;
            http.dispose();
            this.http = this.newHttpClient();
            throw new RequestTimeout();
        }
        finally {
            clearTimeout(timer);
        }
    }
}


/***/ }),

/***/ 4378:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ mayHaveActedDespite),
/* harmony export */   E6: () => (/* binding */ isNotSentError),
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   r3: () => (/* binding */ isRetryable)
/* harmony export */ });
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 5,
    baseDelayMs: 1000,
    maxDelayMs: 16_000,
    maxRetryAfterMs: 60_000,
};
const NOT_SENT_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'];
function isNotSentError(code) {
    return code !== undefined && NOT_SENT_CODES.includes(code);
}
function isRetryable(idempotent, failure) {
    const safe = idempotent;
    switch (failure.kind) {
        case 'status':
            if (failure.status === 429 || failure.status === 503)
                return true;
            return safe && (failure.status >= 500 || failure.status === 408);
        case 'network':
            return safe || failure.notSent;
        case 'timeout':
        case 'malformed':
            return safe;
    }
}
function mayHaveActedDespite(status) {
    return status >= 500 && status !== 503;
}
function parseRetryAfter(header, now) {
    if (header === undefined)
        return undefined;
    const value = header.trim();
    if (/^\d+$/.test(value))
        return Number(value) * 1000;
    const date = /[a-z]{3}/i.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}
function backoffDelay(retry, policy, random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
    return Math.round(random() * ceiling);
}


/***/ }),

/***/ 8273:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


__nccwpck_require__.d(__webpack_exports__, {
  kT: () => (/* binding */ ProxyAgent),
  hd: () => (/* binding */ fetch),
  sh: () => (/* binding */ prepareFetch)
});


var lib = __nccwpck_require__(740);
var answer_body = __nccwpck_require__(2317);
;// CONCATENATED MODULE: ../../shared/http/http-client-fetch.ts


async function httpClientFetch(input, init = {}) {
    const url = String(input);
    const { method = 'GET', body } = init;
    const signal = init.signal ?? undefined;
    if (body !== undefined && body !== null && typeof body !== 'string') {
        throw new TypeError(`httpClientFetch sends a string body only (got ${typeof body}).`);
    }
    const follow = init.redirect === undefined || init.redirect === 'follow';
    if (!follow && init.redirect !== 'manual') {
        throw new TypeError(`httpClientFetch follows redirects or leaves them to the caller (got redirect: ${init.redirect}).`);
    }
    signal?.throwIfAborted();
    const headers = {};
    for (const [name, value] of Object.entries(init.headers ?? {})) {
        headers[name.toLowerCase()] = value;
    }
    const exactly = {
        prepareRequest(options) {
            const userAgent = headers['user-agent'];
            if (userAgent !== undefined)
                options.headers = { ...options.headers, 'user-agent': userAgent };
            if (signal !== undefined)
                options.signal = signal;
        },
        canHandleAuthentication: () => false,
        handleAuthentication: () => Promise.reject(new Error('not used')),
    };
    const http = new lib/* HttpClient */.Qq(headers['user-agent'], [exactly], {
        allowRetries: false,
        allowRedirects: follow,
        keepAlive: false,
    });
    const exchange = (async () => {
        const response = await http.request(method, url, body ?? null, headers);
        const bytes = await (0,answer_body/* readBody */.x)(response.message);
        const { statusCode = 0, statusMessage = '' } = response.message;
        return new FetchAnswer(url, statusCode, statusMessage, response.message.headers, bytes);
    })();
    let stop = () => undefined;
    const aborted = new Promise((_, reject) => {
        stop = () => reject(signal?.reason);
        signal?.addEventListener('abort', stop, { once: true });
    });
    try {
        return await Promise.race([exchange, aborted]);
    }
    catch (error) {
        signal?.throwIfAborted();
        throw error;
    }
    finally {
        signal?.removeEventListener('abort', stop);
        http.dispose();
    }
}
class FetchAnswer {
    url;
    status;
    statusText;
    headers;
    bytes;
    constructor(url, status, statusText, headers, bytes) {
        this.url = url;
        this.status = status;
        this.statusText = statusText;
        this.headers = new AnswerHeaders(headers);
        this.bytes = bytes;
    }
    get ok() {
        return this.status >= 200 && this.status < 300;
    }
    text() {
        return Promise.resolve(this.bytes.toString('utf8'));
    }
    arrayBuffer() {
        const { buffer, byteOffset, byteLength } = this.bytes;
        return Promise.resolve(buffer.slice(byteOffset, byteOffset + byteLength));
    }
}
class AnswerHeaders {
    values = new Map();
    constructor(headers) {
        for (const [name, value] of Object.entries(headers)) {
            if (value !== undefined) {
                this.values.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value);
            }
        }
    }
    get(name) {
        return this.values.get(name.toLowerCase()) ?? null;
    }
    has(name) {
        return this.values.has(name.toLowerCase());
    }
    [Symbol.iterator]() {
        return this.values.entries();
    }
}

;// CONCATENATED MODULE: ../../shared/http/undici-import.ts
const importUndici = () => __nccwpck_require__.e(/* import() */ 958).then(__nccwpck_require__.t.bind(__nccwpck_require__, 2958, 19));

;// CONCATENATED MODULE: ../../shared/http/undici-on-demand.ts


let undici;
let loading;
function loadUndici() {
    loading ??= importUndici().then((module) => (undici = module));
    return loading;
}
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];
function proxyMayApply(env) {
    return PROXY_VARIABLES.some((name) => (env[name] ?? '') !== '');
}
async function prepareFetch(env = process.env) {
    if (proxyMayApply(env))
        await loadUndici();
}
const fetch = async (input, init) => {
    if (init?.dispatcher === undefined) {
        if (typeof input !== 'string' && !(input instanceof URL)) {
            throw new TypeError('Without a proxy, fetch takes a URL, not a Request.');
        }
        const answer = await httpClientFetch(input, init);
        return answer;
    }
    return (await loadUndici()).fetch(input, init);
};
function makeProxyAgent(options) {
    if (undici === undefined) {
        throw new Error('A proxy dispatcher was asked for before undici was loaded: await prepareFetch() before importing @actions/github.');
    }
    return new undici.ProxyAgent(options);
}
const ProxyAgent = makeProxyAgent;


/***/ }),

/***/ 6650:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ readBaseUrl),
/* harmony export */   F1: () => (/* binding */ readItems),
/* harmony export */   JI: () => (/* binding */ readInteger),
/* harmony export */   JR: () => (/* binding */ rawInput),
/* harmony export */   Kf: () => (/* binding */ readChoice),
/* harmony export */   Vf: () => (/* binding */ readBoolean),
/* harmony export */   Z6: () => (/* binding */ readRequestTimeout),
/* harmony export */   c2: () => (/* binding */ readMarkerInputs),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   iZ: () => (/* binding */ readApiKey),
/* harmony export */   jq: () => (/* binding */ REQUEST_TIMEOUT_VARIABLE),
/* harmony export */   kz: () => (/* binding */ readNumber),
/* harmony export */   n5: () => (/* binding */ readSecret),
/* harmony export */   rK: () => (/* binding */ DEFAULT_API_URL),
/* harmony export */   uu: () => (/* binding */ missingApiKey),
/* harmony export */   yR: () => (/* binding */ readIdentifier),
/* harmony export */   yu: () => (/* binding */ readRequired)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5264);

const DEFAULT_API_URL = 'https://api.mintlify.com';
class InputError extends Error {
    name = 'InputError';
}
function quote(value) {
    const limit = 80;
    if (value.length <= limit)
        return JSON.stringify(value);
    return `${JSON.stringify(value.slice(0, limit))}\u2026 (${value.length} characters)`;
}
function rawInput(name) {
    return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name, { trimWhitespace: false });
}
function readItems(name, separators = /[\n,]/) {
    return rawInput(name)
        .split(separators)
        .map((item) => item.trim())
        .filter((item) => item !== '');
}
function readRequired(name, hint) {
    const value = rawInput(name).trim();
    if (value === '')
        throw new InputError(`Input '${name}' is required but was empty. ${hint}`);
    return value;
}
function readIdentifier(name, value) {
    if (/[\s\p{Cc}]/u.test(value) || value.length > 200) {
        throw new InputError(`Input '${name}' must be a single identifier without spaces or control characters; got ${quote(value)}.`);
    }
    return value;
}
function readBoolean(name, fallback) {
    const value = rawInput(name).trim();
    if (value === '')
        return fallback;
    if (/^true$/i.test(value))
        return true;
    if (/^false$/i.test(value))
        return false;
    throw new InputError(`Input '${name}' must be 'true' or 'false'; got ${quote(value)}.`);
}
function parseDecimal(value) {
    return /^(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
}
function readInteger(name, fallback, min, max) {
    const value = rawInput(name).trim();
    if (value === '')
        return fallback;
    const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
        throw new InputError(`Input '${name}' must be a whole number from ${min} to ${max}; got ${quote(value)}.`);
    }
    return parsed;
}
function readNumber(name, fallback, { min, max, unit, orZero = false }) {
    const value = rawInput(name).trim();
    if (value === '')
        return fallback;
    const parsed = parseDecimal(value);
    if (orZero && parsed === 0)
        return 0;
    if (!(parsed > min) || parsed > max) {
        const zero = orZero ? '0, or ' : '';
        throw new InputError(`Input '${name}' must be ${zero}a number of ${unit} greater than ${min} and at most ${max}; got ${quote(value)}.`);
    }
    return parsed;
}
function missingApiKey(name = 'api-key') {
    return new InputError(`Input '${name}' is required but was empty. Store your admin API key as a repository secret and pass it with \`${name}: \${{ secrets.DOCS_AGENT_API_KEY }}\`.`);
}
function readSecret(name) {
    const value = rawInput(name).trim();
    if (value === '')
        return '';
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(value);
    if (/[\s\p{Cc}]/u.test(value)) {
        throw new InputError(`Input '${name}' contains whitespace or control characters; the secret must hold the value alone.`);
    }
    return value;
}
const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\[bot\])?$/;
function readMarkerLogins() {
    const logins = readItems('marker-logins', /[\s,]+/);
    for (const login of logins)
        if (!LOGIN.test(login))
            throw new InputError(`Input 'marker-logins' must list GitHub logins (octocat, my-app[bot]), one a line or separated by commas; ${quote(login)} is not one.`);
    return logins;
}
function readMarkerKeys() {
    const raw = rawInput('marker-keys');
    if (raw.trim() !== '')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(raw.trim());
    const keys = raw.split(/[\s,]+/).filter((key) => key !== '');
    for (const key of keys)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(key);
    if (/\p{Cc}/u.test(keys.join('')))
        throw new InputError(`Input 'marker-keys' contains control characters; it must hold API keys alone, one a line or separated by commas.`);
    return keys;
}
function readMarkerInputs() {
    return { markerLogins: readMarkerLogins(), markerKeys: readMarkerKeys() };
}
function readApiKey(name = 'api-key', { optional = false } = {}) {
    const value = readSecret(name);
    if (value === '') {
        if (optional)
            return '';
        throw missingApiKey(name);
    }
    if (!value.startsWith('mint_')) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Input '${name}' does not start with 'mint_' as admin API keys do; the service may reject it.`);
    }
    return value;
}
function readBaseUrl(name, fallback) {
    const value = rawInput(name).trim() || fallback;
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new InputError(`Input '${name}' must be an http or https URL; got ${quote(value)}.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new InputError(`Input '${name}' must be an http or https URL; got ${quote(value)}.`);
    }
    if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
        throw new InputError(`Input '${name}' must be a base URL without credentials, query or fragment; got ${quote(url.origin + url.pathname)}.`);
    }
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol === 'http:' && !loopback) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Input '${name}' uses plain http, so the API key crosses the network unencrypted; use https.`);
    }
    return url.href.replace(/\/+$/, '');
}
function readChoice(name, choices, fallback) {
    const value = rawInput(name).trim();
    if (value === '')
        return fallback;
    const found = choices.find((choice) => choice === value.toLowerCase());
    if (found === undefined) {
        throw new InputError(`Input '${name}' must be one of ${choices.join(', ')}; got ${quote(value)}.`);
    }
    return found;
}
const REQUEST_TIMEOUT_VARIABLE = 'DOCS_AGENT_REQUEST_TIMEOUT';
function readRequestTimeout() {
    const value = (process.env[REQUEST_TIMEOUT_VARIABLE] ?? '').trim();
    if (value === '')
        return 30_000;
    const seconds = parseDecimal(value);
    if (!(seconds > 0) || seconds > 600) {
        throw new InputError(`Environment variable ${REQUEST_TIMEOUT_VARIABLE} must be a number of seconds greater than 0 and at most 600; got ${quote(value)}.`);
    }
    return seconds * 1000;
}


/***/ }),

/***/ 5283:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hw: () => (/* binding */ linkOrText),
/* harmony export */   My: () => (/* binding */ escapeMarkup),
/* harmony export */   Nt: () => (/* binding */ escapeRegExp),
/* harmony export */   RQ: () => (/* binding */ escapeLines)
/* harmony export */ });
function escapeLines(text) {
    return text.replace(/[&<>"'`|*_[\]\\#~@]/g, (c) => `&#${c.charCodeAt(0)};`);
}
function escapeMarkup(text) {
    return escapeLines(text).replace(/\r?\n/g, ' ');
}
function linkOrText(url, label = url) {
    if (url === null || label === null)
        return '';
    if (!/^https?:\/\/[^\s<>"]+$/.test(url))
        return escapeMarkup(url);
    return `<a href="${escapeMarkup(url)}">${escapeMarkup(label)}</a>`;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ }),

/***/ 6872:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   yr: () => (/* binding */ forgiving)
/* harmony export */ });
/* harmony import */ var _valibot_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1500);

const ServiceError = _valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .re({
    error: _valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj(),
    details: _valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq(_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO(_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .re({ message: _valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj() }))),
});
function checkAnswer(op, endpoint, status, body) {
    const answers = endpoint.answers;
    const shape = answers[status] ?? (status >= 400 ? ServiceError : undefined);
    if (shape === undefined)
        return [`${op} answered ${status}, which the definition does not list`];
    const result = v.safeParse(shape, body);
    if (result.success)
        return [];
    return result.issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`);
}
function forgiving(shape, read) {
    const entries = Object.fromEntries(Object.keys(shape.entries).map((key) => [key, read]));
    return _valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik(entries);
}


/***/ }),

/***/ 2566:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ serviceMessage)
/* harmony export */ });
/* harmony import */ var _valibot_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1500);
/* harmony import */ var _service_api_shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6872);


const ErrorReading = _valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik({
    error: _valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .fallback */ .Np(_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .nullable */ .me(_service_api_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7.entries.error), null),
    details: _valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .fallback */ .Np(_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO(_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .fallback */ .Np(_valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .pipe */ .Fs(
    _valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik(_service_api_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ServiceError */ ._7.entries.details.wrapped.item.entries), _valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .transform */ .pd((detail) => detail.message)), null)), []),
});
function serviceMessage(body, contentType) {
    const trimmed = body.trim();
    if (trimmed === '')
        return '';
    let text;
    if (/^\s*</.test(trimmed) || contentType?.includes('html') === true) {
        text = 'an HTML page instead of JSON (usually a proxy or gateway error page)';
    }
    else {
        try {
            const parsed = JSON.parse(trimmed);
            const said = _valibot_js__WEBPACK_IMPORTED_MODULE_0__/* .safeParse */ .xL(ErrorReading, parsed);
            const error = said.success ? said.output.error : null;
            const details = said.success ? said.output.details.filter((m) => m !== null) : [];
            text = `${error ?? JSON.stringify(parsed)}${details.length > 0 ? `: ${details.join('; ')}` : ''}`;
        }
        catch {
            text = trimmed;
        }
    }
    const oneLine = text.replace(/[\p{Cc}\s]+/gu, ' ').trim();
    return oneLine.length > 300 ? `${oneLine.slice(0, 300)}\u2026` : oneLine;
}


/***/ }),

/***/ 829:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Si: () => (/* binding */ PASS_STARTS),
/* harmony export */   WP: () => (/* binding */ statusRuling),
/* harmony export */   YX: () => (/* binding */ isPass)
/* harmony export */ });
function verdictOf(description) {
    return (description ?? '').replace(/: see [^:]*$/, '');
}
const PASS_STARTS = {
    notTheAgents: "Not the agent's pull request",
    noAgentPull: 'No agent pull request is open into ',
    groupWithoutAgent: 'The merge group holds no change of the agent\u2019s pull requests',
    notFollowed: 'Not followed: ',
    mergeGroup: 'Merge group: ',
};
function isPass(status) {
    const description = status.description ?? '';
    return (status.state === 'success' &&
        Object.values(PASS_STARTS).some((start) => description.startsWith(start)));
}
const CHANGE_CHECK = ['verdict', 'unread'];
function same(newest, wanted) {
    if (newest.state !== wanted.state)
        return false;
    if (CHANGE_CHECK.includes(wanted.kind))
        return verdictOf(newest.description) === verdictOf(wanted.description);
    if (wanted.kind === 'pass')
        return newest.description === wanted.description;
    return newest.description === wanted.description && newest.targetUrl === wanted.targetUrl;
}
function statusRuling(newest, wanted) {
    if (newest === undefined)
        return 'write';
    if (same(newest, wanted))
        return 'same';
    const pass = isPass(newest);
    switch (wanted.kind) {
        case 'pass':
            return pass ? 'write' : 'kept';
        case 'first':
            return 'taken';
        case 'standing':
            return 'write';
        case 'unread':
            return pass || newest.state === 'pending' || newest.state === 'error' ? 'write' : 'stands';
        case 'verdict':
            return newest.state === 'failure' && wanted.state === 'success' ? 'stands' : 'write';
    }
}


/***/ }),

/***/ 3388:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ writeStatus)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5264);
/* harmony import */ var _github_github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9593);
/* harmony import */ var _status_rule_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(829);



function asWanted(status) {
    return {
        state: status.state,
        description: (0,_github_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .statusDescription */ .$U)(status.description ?? ''),
        targetUrl: status.targetUrl,
        kind: status.kind,
    };
}
async function writeStatus(github, sha, status, known) {
    const newest = known ? known.newest : (await github.commitStatuses(sha, status.context, 1)).at(0);
    const ruling = (0,_status_rule_js__WEBPACK_IMPORTED_MODULE_2__/* .statusRuling */ .WP)(newest, asWanted(status));
    if (ruling === 'write')
        await github.createCommitStatus(sha, newStatus(status));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(rulingLine(sha, status, { ruling, newest }));
    return { ruling, newest };
}
function newStatus({ state, context, description, targetUrl }) {
    return {
        state,
        context,
        ...(description === undefined ? {} : { description }),
        ...(targetUrl === undefined ? {} : { targetUrl }),
    };
}
function rulingLine(sha, status, { ruling, newest }) {
    const on = `${status.context} on ${sha.slice(0, 7)}`;
    const found = `${newest?.state ?? ''} (${newest?.description ?? ''})`;
    switch (ruling) {
        case 'write':
            return `Set ${on}: ${status.state} (${status.description ?? ''}).`;
        case 'same':
            return `${on} already says ${status.state}.`;
        case 'stands':
            return `${on} says ${found}, a verdict this ${status.state} does not replace: it stands.`;
        case 'kept':
            return `${on} says ${found}, which a pass does not replace: it stands, and ${status.state} is not written.`;
        case 'taken':
            return `${on} has a status already, ${found}: left as it is.`;
    }
}


/***/ }),

/***/ 1500:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


__nccwpck_require__.d(__webpack_exports__, {
  YO: () => (/* reexport */ array),
  zM: () => (/* reexport */ valibot_boolean),
  Np: () => (/* reexport */ fallback),
  E2: () => (/* reexport */ finite),
  nd: () => (/* reexport */ integer),
  yh: () => (/* reexport */ isoTimestamp),
  eu: () => (/* reexport */ literal),
  Ru: () => (/* reexport */ maxLength),
  cG: () => (/* reexport */ maxValue),
  yu: () => (/* reexport */ metadata),
  Bp: () => (/* reexport */ minLength),
  Ww: () => (/* reexport */ minValue),
  me: () => (/* reexport */ nullable),
  ai: () => (/* reexport */ number),
  Ik: () => (/* reexport */ object),
  lq: () => (/* reexport */ optional),
  qg: () => (/* reexport */ parse),
  KI: () => (/* reexport */ picklist),
  Fs: () => (/* reexport */ pipe),
  yG: () => (/* reexport */ regex),
  xL: () => (/* reexport */ safeParse),
  re: () => (/* reexport */ strictObject),
  Yj: () => (/* reexport */ string),
  pd: () => (/* reexport */ transform),
  Z0: () => (/* reexport */ ulid),
  L5: () => (/* reexport */ unknown),
  OZ: () => (/* reexport */ url),
  Ox: () => (/* reexport */ variant)
});


;// CONCATENATED MODULE: ../../../node_modules/.cache/bundle-parts/node_modules/valibot/index.js
let store$4;
const DEFAULT_CONFIG = {
    lang: void 0,
    message: void 0,
    abortEarly: void 0,
    abortPipeEarly: void 0
};
function getGlobalConfig(config$1) {
    if (!config$1 && !store$4) return DEFAULT_CONFIG;
    return {
        lang: config$1?.lang ?? store$4?.lang,
        message: config$1?.message,
        abortEarly: config$1?.abortEarly ?? store$4?.abortEarly,
        abortPipeEarly: config$1?.abortPipeEarly ?? store$4?.abortPipeEarly
    };
}
let store$3;
function getGlobalMessage(lang) {
    return store$3?.get(lang);
}
let store$2;
function getSchemaMessage(lang) {
    return store$2?.get(lang);
}
let store$1;
function getSpecificMessage(reference, lang) {
    return store$1?.get(reference)?.get(lang);
}
function _stringify(input) {
    const type = typeof input;
    if ("string" === type) return `"${input}"`;
    if ("number" === type || "bigint" === type || "boolean" === type) return `${input}`;
    if ("object" === type || "function" === type) return (input && Object.getPrototypeOf(input)?.constructor?.name) ?? "null";
    return type;
}
function _addIssue(context, label, dataset, config$1, other) {
    const input = other && "input" in other ? other.input : dataset.value;
    const expected = other?.expected ?? context.expects ?? null;
    const received = other?.received ?? _stringify(input);
    const issue = {
        kind: context.kind,
        type: context.type,
        input,
        expected,
        received,
        message: `Invalid ${label}: ${expected ? `Expected ${expected} but r` : "R"}eceived ${received}`,
        requirement: context.requirement,
        path: other?.path,
        issues: other?.issues,
        lang: config$1.lang,
        abortEarly: config$1.abortEarly,
        abortPipeEarly: config$1.abortPipeEarly
    };
    const isSchema = "schema" === context.kind;
    const message$1 = other?.message ?? context.message ?? getSpecificMessage(context.reference, issue.lang) ?? (isSchema ? getSchemaMessage(issue.lang) : null) ?? config$1.message ?? getGlobalMessage(issue.lang);
    if (void 0 !== message$1) issue.message = "function" == typeof message$1 ? message$1(issue) : message$1;
    if (isSchema) dataset.typed = false;
    if (dataset.issues) dataset.issues.push(issue);
    else dataset.issues = [
        issue
    ];
}
function _isSameValueZero(value1, value2) {
    return value1 === value2 || Number.isNaN(value1) && Number.isNaN(value2);
}
function _joinExpects(values$1, separator) {
    const list = [
        ...new Set(values$1)
    ];
    if (list.length > 1) return `(${list.join(` ${separator} `)})`;
    return list[0] ?? "never";
}
function _standardSchema(schema) {
    schema["~standard"] = {
        version: 1,
        vendor: "valibot",
        validate: (value$1)=>schema["~run"]({
                value: value$1
            }, getGlobalConfig())
    };
    return schema;
}
function getDotPath(issue) {
    if (issue.path) {
        let key = "";
        for (const item of issue.path)if ("string" != typeof item.key && "number" != typeof item.key) return null;
        else if (key) key += `.${item.key}`;
        else key += item.key;
        return key;
    }
    return null;
}
var ValiError = class extends Error {
    constructor(issues){
        super(issues[0].message);
        this.name = "ValiError";
        this.issues = issues;
    }
};
const ISO_TIMESTAMP_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3])(?::[0-5]\d){2}(?:\.\d{1,9})?(?:Z| ?[+-](?:0\d|1\d|2[0-3])(?::?[0-5]\d)?)$/u;
const ULID_REGEX = /^[0-7][\da-hjkmnp-tv-zA-HJKMNP-TV-Z]{25}$/u;
function finite(message$1) {
    return {
        kind: "validation",
        type: "finite",
        reference: finite,
        async: false,
        expects: null,
        requirement: Number.isFinite,
        message: message$1,
        "~run" (dataset, config$1) {
            if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "finite", dataset, config$1);
            return dataset;
        }
    };
}
function integer(message$1) {
    return {
        kind: "validation",
        type: "integer",
        reference: integer,
        async: false,
        expects: null,
        requirement: Number.isInteger,
        message: message$1,
        "~run" (dataset, config$1) {
            if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "integer", dataset, config$1);
            return dataset;
        }
    };
}
function isoTimestamp(message$1) {
    return {
        kind: "validation",
        type: "iso_timestamp",
        reference: isoTimestamp,
        async: false,
        expects: null,
        requirement: ISO_TIMESTAMP_REGEX,
        message: message$1,
        "~run" (dataset, config$1) {
            if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "timestamp", dataset, config$1);
            return dataset;
        }
    };
}
function maxLength(requirement, message$1) {
    return {
        kind: "validation",
        type: "max_length",
        reference: maxLength,
        async: false,
        expects: `<=${requirement}`,
        requirement,
        message: message$1,
        "~run" (dataset, config$1) {
            if (dataset.typed && dataset.value.length > this.requirement) _addIssue(this, "length", dataset, config$1, {
                received: `${dataset.value.length}`
            });
            return dataset;
        }
    };
}
function maxValue(requirement, message$1) {
    return {
        kind: "validation",
        type: "max_value",
        reference: maxValue,
        async: false,
        expects: `<=${requirement instanceof Date ? requirement.toJSON() : _stringify(requirement)}`,
        requirement,
        message: message$1,
        "~run" (dataset, config$1) {
            if (dataset.typed && !(dataset.value <= this.requirement)) _addIssue(this, "value", dataset, config$1, {
                received: dataset.value instanceof Date ? dataset.value.toJSON() : _stringify(dataset.value)
            });
            return dataset;
        }
    };
}
function metadata(metadata_) {
    return {
        kind: "metadata",
        type: "metadata",
        reference: metadata,
        metadata: metadata_
    };
}
function minLength(requirement, message$1) {
    return {
        kind: "validation",
        type: "min_length",
        reference: minLength,
        async: false,
        expects: `>=${requirement}`,
        requirement,
        message: message$1,
        "~run" (dataset, config$1) {
            if (dataset.typed && dataset.value.length < this.requirement) _addIssue(this, "length", dataset, config$1, {
                received: `${dataset.value.length}`
            });
            return dataset;
        }
    };
}
function minValue(requirement, message$1) {
    return {
        kind: "validation",
        type: "min_value",
        reference: minValue,
        async: false,
        expects: `>=${requirement instanceof Date ? requirement.toJSON() : _stringify(requirement)}`,
        requirement,
        message: message$1,
        "~run" (dataset, config$1) {
            if (dataset.typed && !(dataset.value >= this.requirement)) _addIssue(this, "value", dataset, config$1, {
                received: dataset.value instanceof Date ? dataset.value.toJSON() : _stringify(dataset.value)
            });
            return dataset;
        }
    };
}
function regex(requirement, message$1) {
    return {
        kind: "validation",
        type: "regex",
        reference: regex,
        async: false,
        expects: `${requirement}`,
        requirement,
        message: message$1,
        "~run" (dataset, config$1) {
            if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "format", dataset, config$1);
            return dataset;
        }
    };
}
function transform(operation) {
    return {
        kind: "transformation",
        type: "transform",
        reference: transform,
        async: false,
        operation,
        "~run" (dataset) {
            dataset.value = this.operation(dataset.value);
            return dataset;
        }
    };
}
function ulid(message$1) {
    return {
        kind: "validation",
        type: "ulid",
        reference: ulid,
        async: false,
        expects: null,
        requirement: ULID_REGEX,
        message: message$1,
        "~run" (dataset, config$1) {
            if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "ULID", dataset, config$1);
            return dataset;
        }
    };
}
function url(message$1) {
    return {
        kind: "validation",
        type: "url",
        reference: url,
        async: false,
        expects: null,
        requirement (input) {
            try {
                if (URL.canParse) return URL.canParse(input);
                new URL(input);
                return true;
            } catch  {
                return false;
            }
        },
        message: message$1,
        "~run" (dataset, config$1) {
            if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "URL", dataset, config$1);
            return dataset;
        }
    };
}
const ABORT_EARLY_CONFIG = {
    abortEarly: true
};
function getFallback(schema, dataset, config$1) {
    return "function" == typeof schema.fallback ? schema.fallback(dataset, config$1) : schema.fallback;
}
function fallback(schema, fallback$1) {
    return _standardSchema({
        ...schema,
        fallback: fallback$1,
        "~run" (dataset, config$1) {
            const outputDataset = schema["~run"](dataset, config$1);
            return outputDataset.issues ? {
                typed: true,
                value: getFallback(this, outputDataset, config$1)
            } : outputDataset;
        }
    });
}
function getDefault(schema, dataset, config$1) {
    return "function" == typeof schema.default ? schema.default(dataset, config$1) : schema.default;
}
function array(item, message$1) {
    return _standardSchema({
        kind: "schema",
        type: "array",
        reference: array,
        expects: "Array",
        async: false,
        item,
        message: message$1,
        "~run" (dataset, config$1) {
            const input = dataset.value;
            if (Array.isArray(input)) {
                dataset.typed = true;
                dataset.value = [];
                for(let key = 0; key < input.length; key++){
                    const value$1 = input[key];
                    const itemDataset = this.item["~run"]({
                        value: value$1
                    }, config$1);
                    if (itemDataset.issues) {
                        const pathItem = {
                            type: "array",
                            origin: "value",
                            input,
                            key,
                            value: value$1
                        };
                        for (const issue of itemDataset.issues){
                            if (issue.path) issue.path.unshift(pathItem);
                            else issue.path = [
                                pathItem
                            ];
                            dataset.issues?.push(issue);
                        }
                        if (!dataset.issues) dataset.issues = itemDataset.issues;
                        if (config$1.abortEarly) {
                            dataset.typed = false;
                            break;
                        }
                    }
                    if (!itemDataset.typed) dataset.typed = false;
                    dataset.value.push(itemDataset.value);
                }
            } else _addIssue(this, "type", dataset, config$1);
            return dataset;
        }
    });
}
function valibot_boolean(message$1) {
    return _standardSchema({
        kind: "schema",
        type: "boolean",
        reference: valibot_boolean,
        expects: "boolean",
        async: false,
        message: message$1,
        "~run" (dataset, config$1) {
            if ("boolean" == typeof dataset.value) dataset.typed = true;
            else _addIssue(this, "type", dataset, config$1);
            return dataset;
        }
    });
}
function literal(literal_, message$1) {
    return _standardSchema({
        kind: "schema",
        type: "literal",
        reference: literal,
        expects: _stringify(literal_),
        async: false,
        literal: literal_,
        message: message$1,
        "~run" (dataset, config$1) {
            if (_isSameValueZero(dataset.value, this.literal)) dataset.typed = true;
            else _addIssue(this, "type", dataset, config$1);
            return dataset;
        }
    });
}
function nullable(wrapped, default_) {
    return _standardSchema({
        kind: "schema",
        type: "nullable",
        reference: nullable,
        expects: `(${wrapped.expects} | null)`,
        async: false,
        wrapped,
        default: default_,
        "~run" (dataset, config$1) {
            if (null === dataset.value) {
                if (void 0 !== this.default) dataset.value = getDefault(this, dataset, config$1);
                if (null === dataset.value) {
                    dataset.typed = true;
                    return dataset;
                }
            }
            return this.wrapped["~run"](dataset, config$1);
        }
    });
}
function number(message$1) {
    return _standardSchema({
        kind: "schema",
        type: "number",
        reference: number,
        expects: "number",
        async: false,
        message: message$1,
        "~run" (dataset, config$1) {
            if ("number" != typeof dataset.value || isNaN(dataset.value)) _addIssue(this, "type", dataset, config$1);
            else dataset.typed = true;
            return dataset;
        }
    });
}
function object(entries$1, message$1) {
    return _standardSchema({
        kind: "schema",
        type: "object",
        reference: object,
        expects: "Object",
        async: false,
        entries: entries$1,
        message: message$1,
        "~run" (dataset, config$1) {
            const input = dataset.value;
            if (input && "object" == typeof input) {
                dataset.typed = true;
                dataset.value = {};
                for(const key in this.entries){
                    const valueSchema = this.entries[key];
                    if (key in input || ("exact_optional" === valueSchema.type || "optional" === valueSchema.type || "nullish" === valueSchema.type) && void 0 !== valueSchema.default) {
                        const value$1 = key in input ? input[key] : getDefault(valueSchema);
                        const valueDataset = valueSchema["~run"]({
                            value: value$1
                        }, config$1);
                        if (valueDataset.issues) {
                            const pathItem = {
                                type: "object",
                                origin: "value",
                                input,
                                key,
                                value: value$1
                            };
                            for (const issue of valueDataset.issues){
                                if (issue.path) issue.path.unshift(pathItem);
                                else issue.path = [
                                    pathItem
                                ];
                                dataset.issues?.push(issue);
                            }
                            if (!dataset.issues) dataset.issues = valueDataset.issues;
                            if (config$1.abortEarly) {
                                dataset.typed = false;
                                break;
                            }
                        }
                        if (!valueDataset.typed) dataset.typed = false;
                        dataset.value[key] = valueDataset.value;
                    } else if (void 0 !== valueSchema.fallback) dataset.value[key] = getFallback(valueSchema);
                    else if ("exact_optional" !== valueSchema.type && "optional" !== valueSchema.type && "nullish" !== valueSchema.type) {
                        _addIssue(this, "key", dataset, config$1, {
                            input: void 0,
                            expected: `"${key}"`,
                            path: [
                                {
                                    type: "object",
                                    origin: "key",
                                    input,
                                    key,
                                    value: input[key]
                                }
                            ]
                        });
                        if (config$1.abortEarly) break;
                    }
                }
            } else _addIssue(this, "type", dataset, config$1);
            return dataset;
        }
    });
}
function optional(wrapped, default_) {
    return _standardSchema({
        kind: "schema",
        type: "optional",
        reference: optional,
        expects: `(${wrapped.expects} | undefined)`,
        async: false,
        wrapped,
        default: default_,
        "~run" (dataset, config$1) {
            if (void 0 === dataset.value) {
                if (void 0 !== this.default) dataset.value = getDefault(this, dataset, config$1);
                if (void 0 === dataset.value) {
                    dataset.typed = true;
                    return dataset;
                }
            }
            return this.wrapped["~run"](dataset, config$1);
        }
    });
}
function picklist(options, message$1) {
    return _standardSchema({
        kind: "schema",
        type: "picklist",
        reference: picklist,
        expects: _joinExpects(options.map(_stringify), "|"),
        async: false,
        options,
        message: message$1,
        "~run" (dataset, config$1) {
            if (this.options.includes(dataset.value)) dataset.typed = true;
            else _addIssue(this, "type", dataset, config$1);
            return dataset;
        }
    });
}
function strictObject(entries$1, message$1) {
    return _standardSchema({
        kind: "schema",
        type: "strict_object",
        reference: strictObject,
        expects: "Object",
        async: false,
        entries: entries$1,
        message: message$1,
        "~run" (dataset, config$1) {
            const input = dataset.value;
            if (input && "object" == typeof input) {
                dataset.typed = true;
                dataset.value = {};
                for(const key in this.entries){
                    const valueSchema = this.entries[key];
                    if (key in input || ("exact_optional" === valueSchema.type || "optional" === valueSchema.type || "nullish" === valueSchema.type) && void 0 !== valueSchema.default) {
                        const value$1 = key in input ? input[key] : getDefault(valueSchema);
                        const valueDataset = valueSchema["~run"]({
                            value: value$1
                        }, config$1);
                        if (valueDataset.issues) {
                            const pathItem = {
                                type: "object",
                                origin: "value",
                                input,
                                key,
                                value: value$1
                            };
                            for (const issue of valueDataset.issues){
                                if (issue.path) issue.path.unshift(pathItem);
                                else issue.path = [
                                    pathItem
                                ];
                                dataset.issues?.push(issue);
                            }
                            if (!dataset.issues) dataset.issues = valueDataset.issues;
                            if (config$1.abortEarly) {
                                dataset.typed = false;
                                break;
                            }
                        }
                        if (!valueDataset.typed) dataset.typed = false;
                        dataset.value[key] = valueDataset.value;
                    } else if (void 0 !== valueSchema.fallback) dataset.value[key] = getFallback(valueSchema);
                    else if ("exact_optional" !== valueSchema.type && "optional" !== valueSchema.type && "nullish" !== valueSchema.type) {
                        _addIssue(this, "key", dataset, config$1, {
                            input: void 0,
                            expected: `"${key}"`,
                            path: [
                                {
                                    type: "object",
                                    origin: "key",
                                    input,
                                    key,
                                    value: input[key]
                                }
                            ]
                        });
                        if (config$1.abortEarly) break;
                    }
                }
                if (!dataset.issues || !config$1.abortEarly) {
                    for(const key in input)if (!Object.prototype.hasOwnProperty.call(this.entries, key)) {
                        _addIssue(this, "key", dataset, config$1, {
                            input: key,
                            expected: "never",
                            path: [
                                {
                                    type: "object",
                                    origin: "key",
                                    input,
                                    key,
                                    value: input[key]
                                }
                            ]
                        });
                        break;
                    }
                }
            } else _addIssue(this, "type", dataset, config$1);
            return dataset;
        }
    });
}
function string(message$1) {
    return _standardSchema({
        kind: "schema",
        type: "string",
        reference: string,
        expects: "string",
        async: false,
        message: message$1,
        "~run" (dataset, config$1) {
            if ("string" == typeof dataset.value) dataset.typed = true;
            else _addIssue(this, "type", dataset, config$1);
            return dataset;
        }
    });
}
function unknown() {
    return _standardSchema({
        kind: "schema",
        type: "unknown",
        reference: unknown,
        expects: "unknown",
        async: false,
        "~run" (dataset) {
            dataset.typed = true;
            return dataset;
        }
    });
}
function variant(key, options, message$1) {
    return _standardSchema({
        kind: "schema",
        type: "variant",
        reference: variant,
        expects: "Object",
        async: false,
        key,
        options,
        message: message$1,
        "~run" (dataset, config$1) {
            const input = dataset.value;
            if (input && "object" == typeof input) {
                let outputDataset;
                let maxDiscriminatorPriority = 0;
                let invalidDiscriminatorKey = this.key;
                let expectedDiscriminators = [];
                const parseOptions = (variant$1, allKeys)=>{
                    for (const schema of variant$1.options){
                        if ("variant" === schema.type) parseOptions(schema, new Set(allKeys).add(schema.key));
                        else {
                            let keysAreValid = true;
                            let currentPriority = 0;
                            for (const currentKey of allKeys){
                                const discriminatorSchema = schema.entries[currentKey];
                                if (currentKey in input ? discriminatorSchema["~run"]({
                                    typed: false,
                                    value: input[currentKey]
                                }, ABORT_EARLY_CONFIG).issues : "exact_optional" !== discriminatorSchema.type && "optional" !== discriminatorSchema.type && "nullish" !== discriminatorSchema.type) {
                                    keysAreValid = false;
                                    if (invalidDiscriminatorKey !== currentKey && (maxDiscriminatorPriority < currentPriority || maxDiscriminatorPriority === currentPriority && currentKey in input && !(invalidDiscriminatorKey in input))) {
                                        maxDiscriminatorPriority = currentPriority;
                                        invalidDiscriminatorKey = currentKey;
                                        expectedDiscriminators = [];
                                    }
                                    if (invalidDiscriminatorKey === currentKey) expectedDiscriminators.push(schema.entries[currentKey].expects);
                                    break;
                                }
                                currentPriority++;
                            }
                            if (keysAreValid) {
                                const optionDataset = schema["~run"]({
                                    value: input
                                }, config$1);
                                if (!outputDataset || !outputDataset.typed && optionDataset.typed) outputDataset = optionDataset;
                            }
                        }
                        if (outputDataset && !outputDataset.issues) break;
                    }
                };
                parseOptions(this, new Set([
                    this.key
                ]));
                if (outputDataset) return outputDataset;
                _addIssue(this, "type", dataset, config$1, {
                    input: input[invalidDiscriminatorKey],
                    expected: _joinExpects(expectedDiscriminators, "|"),
                    path: [
                        {
                            type: "object",
                            origin: "value",
                            input,
                            key: invalidDiscriminatorKey,
                            value: input[invalidDiscriminatorKey]
                        }
                    ]
                });
            } else _addIssue(this, "type", dataset, config$1);
            return dataset;
        }
    });
}
function parse(schema, input, config$1) {
    const dataset = schema["~run"]({
        value: input
    }, getGlobalConfig(config$1));
    if (dataset.issues) throw new ValiError(dataset.issues);
    return dataset.value;
}
function pipe(...pipe$1) {
    return _standardSchema({
        ...pipe$1[0],
        pipe: pipe$1,
        "~run" (dataset, config$1) {
            for (const item of pipe$1)if ("metadata" !== item.kind) {
                if (dataset.issues && ("schema" === item.kind || "transformation" === item.kind)) {
                    dataset.typed = false;
                    break;
                }
                if (!dataset.issues || !config$1.abortEarly && !config$1.abortPipeEarly) dataset = item["~run"](dataset, config$1);
            }
            return dataset;
        }
    });
}
function safeParse(schema, input, config$1) {
    const dataset = schema["~run"]({
        value: input
    }, getGlobalConfig(config$1));
    return {
        typed: dataset.typed,
        success: !dataset.issues,
        output: dataset.value,
        issues: dataset.issues
    };
}


;// CONCATENATED MODULE: ../../shared/valibot.ts



/***/ }),

/***/ 6667:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _O: () => (/* binding */ USER_AGENT)
/* harmony export */ });
const ACTION_NAME = 'docs-agent-action';
const ACTION_VERSION = '1.6.0';
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`;


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 5264:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


__nccwpck_require__.d(__webpack_exports__, {
  Yz: () => (/* binding */ core_debug),
  N4: () => (/* binding */ endGroup),
  V4: () => (/* binding */ getInput),
  Gu: () => (/* binding */ getState),
  pq: () => (/* binding */ info),
  lm: () => (/* binding */ notice),
  LZ: () => (/* binding */ saveState),
  C1: () => (/* binding */ setFailed),
  uH: () => (/* binding */ setOutput),
  Pq: () => (/* binding */ core_setSecret),
  Oh: () => (/* binding */ startGroup),
  z: () => (/* reexport */ summary),
  $e: () => (/* binding */ warning)
});


var external_os_ = __nccwpck_require__(857);
;// CONCATENATED MODULE: ../../../node_modules/@actions/core/lib/utils.js
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ../../../node_modules/@actions/core/lib/command.js


function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
;// CONCATENATED MODULE: external "crypto"
const external_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");
var external_fs_ = __nccwpck_require__(9896);
;// CONCATENATED MODULE: ../../../node_modules/@actions/core/lib/file-command.js




function file_command_issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_.EOL}`, {
        encoding: 'utf8'
    });
}
function file_command_prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_namespaceObject.randomUUID()}`;
    const convertedValue = utils_toCommandValue(value);
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
;// CONCATENATED MODULE: external "path"
const external_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
var lib = __nccwpck_require__(740);
;// CONCATENATED MODULE: ../../../node_modules/@actions/http-client/lib/auth.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
class BasicCredentialHandler {
    constructor(username, password) {
        this.username = username;
        this.password = password;
    }
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`${this.username}:${this.password}`).toString('base64')}`;
    }
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
class auth_BearerCredentialHandler {
    constructor(token) {
        this.token = token;
    }
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Bearer ${this.token}`;
    }
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
class PersonalAccessTokenCredentialHandler {
    constructor(token) {
        this.token = token;
    }
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`PAT:${this.token}`).toString('base64')}`;
    }
    canHandleAuthentication() {
        return false;
    }
    handleAuthentication() {
        return __awaiter(this, void 0, void 0, function* () {
            throw new Error('not implemented');
        });
    }
}
//# sourceMappingURL=auth.js.map
;// CONCATENATED MODULE: ../../../node_modules/@actions/core/lib/oidc-utils.js
var oidc_utils_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



class oidc_utils_OidcClient {
    static createHttpClient(allowRetry = true, maxRetry = 10) {
        const requestOptions = {
            allowRetries: allowRetry,
            maxRetries: maxRetry
        };
        return new HttpClient('actions/oidc-client', [new BearerCredentialHandler(oidc_utils_OidcClient.getRequestToken())], requestOptions);
    }
    static getRequestToken() {
        const token = process.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'];
        if (!token) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_TOKEN env variable');
        }
        return token;
    }
    static getIDTokenUrl() {
        const runtimeUrl = process.env['ACTIONS_ID_TOKEN_REQUEST_URL'];
        if (!runtimeUrl) {
            throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable');
        }
        return runtimeUrl;
    }
    static getCall(id_token_url) {
        return oidc_utils_awaiter(this, void 0, void 0, function* () {
            var _a;
            const httpclient = oidc_utils_OidcClient.createHttpClient();
            const res = yield httpclient
                .getJson(id_token_url)
                .catch(error => {
                throw new Error(`Failed to get ID Token. \n 
        Error Code : ${error.statusCode}\n 
        Error Message: ${error.message}`);
            });
            const id_token = (_a = res.result) === null || _a === void 0 ? void 0 : _a.value;
            if (!id_token) {
                throw new Error('Response json body do not have ID Token field');
            }
            return id_token;
        });
    }
    static getIDToken(audience) {
        return oidc_utils_awaiter(this, void 0, void 0, function* () {
            try {
                let id_token_url = oidc_utils_OidcClient.getIDTokenUrl();
                if (audience) {
                    const encodedAudience = encodeURIComponent(audience);
                    id_token_url = `${id_token_url}&audience=${encodedAudience}`;
                }
                debug(`ID token url is ${id_token_url}`);
                const id_token = yield oidc_utils_OidcClient.getCall(id_token_url);
                setSecret(id_token);
                return id_token;
            }
            catch (error) {
                throw new Error(`Error message: ${error.message}`);
            }
        });
    }
}
//# sourceMappingURL=oidc-utils.js.map
;// CONCATENATED MODULE: ../../../node_modules/@actions/core/lib/summary.js
var summary_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = external_fs_.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    filePath() {
        return summary_awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    write(options) {
        return summary_awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    clear() {
        return summary_awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    stringify() {
        return this._buffer;
    }
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    addEOL() {
        return this.addRaw(external_os_.EOL);
    }
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: ../../../node_modules/@actions/core/lib/path-utils.js

function toPosixPath(pth) {
    return pth.replace(/[\\]/g, '/');
}
function toWin32Path(pth) {
    return pth.replace(/[/]/g, '\\');
}
function toPlatformPath(pth) {
    return pth.replace(/[/\\]/g, path.sep);
}
//# sourceMappingURL=path-utils.js.map
;// CONCATENATED MODULE: ../../../node_modules/@actions/core/lib/platform.js
var platform_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const getWindowsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout: version } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', undefined, {
        silent: true
    });
    const { stdout: name } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', undefined, {
        silent: true
    });
    return {
        name: name.trim(),
        version: version.trim()
    };
});
const getMacOsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    var _a, _b, _c, _d;
    const { stdout } = yield exec.getExecOutput('sw_vers', undefined, {
        silent: true
    });
    const version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : '';
    const name = (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : '';
    return {
        name,
        version
    };
});
const getLinuxInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout } = yield exec.getExecOutput('lsb_release', ['-i', '-r', '-s'], {
        silent: true
    });
    const [name, version] = stdout.trim().split('\n');
    return {
        name,
        version
    };
});
const platform = external_os_.platform();
const arch = external_os_.arch();
const isWindows = platform === 'win32';
const isMacOS = platform === 'darwin';
const isLinux = platform === 'linux';
function getDetails() {
    return platform_awaiter(this, void 0, void 0, function* () {
        return Object.assign(Object.assign({}, (yield (isWindows
            ? getWindowsInfo()
            : isMacOS
                ? getMacOsInfo()
                : getLinuxInfo()))), { platform,
            arch,
            isWindows,
            isMacOS,
            isLinux });
    });
}
//# sourceMappingURL=platform.js.map
;// CONCATENATED MODULE: ../../../node_modules/@actions/core/lib/core.js
var core_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};






var ExitCode;
(function (ExitCode) {
    ExitCode[ExitCode["Success"] = 0] = "Success";
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
function core_setSecret(secret) {
    command_issueCommand('add-mask', {}, secret);
}
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
    }
    process.stdout.write(external_os_.EOL);
    command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
function core_debug(message) {
    command_issueCommand('debug', {}, message);
}
function error(message, properties = {}) {
    command_issueCommand('error', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
    command_issueCommand('warning', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
    command_issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
function startGroup(name) {
    command_issue('group', name);
}
function endGroup() {
    command_issue('endgroup');
}
function group(name, fn) {
    return core_awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return file_command_issueFileCommand('STATE', file_command_prepareKeyValueMessage(name, value));
    }
    command_issueCommand('save-state', { name }, utils_toCommandValue(value));
}
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return core_awaiter(this, void 0, void 0, function* () {
        return yield OidcClient.getIDToken(aud);
    });
}




//# sourceMappingURL=core.js.map

/***/ }),

/***/ 740:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


__nccwpck_require__.d(__webpack_exports__, {
  Qq: () => (/* binding */ HttpClient)
});


var external_http_ = __nccwpck_require__(8611);
var external_http_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_http_, 2);
var external_https_ = __nccwpck_require__(5692);
var external_https_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_https_, 2);
;// CONCATENATED MODULE: ../../../node_modules/@actions/http-client/lib/proxy.js
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map
var tunnel = __nccwpck_require__(1368);
var undici_on_demand = __nccwpck_require__(8273);
;// CONCATENATED MODULE: ../../../node_modules/@actions/http-client/lib/index.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};





var HttpCodes;
(function (HttpCodes) {
    HttpCodes[HttpCodes["OK"] = 200] = "OK";
    HttpCodes[HttpCodes["MultipleChoices"] = 300] = "MultipleChoices";
    HttpCodes[HttpCodes["MovedPermanently"] = 301] = "MovedPermanently";
    HttpCodes[HttpCodes["ResourceMoved"] = 302] = "ResourceMoved";
    HttpCodes[HttpCodes["SeeOther"] = 303] = "SeeOther";
    HttpCodes[HttpCodes["NotModified"] = 304] = "NotModified";
    HttpCodes[HttpCodes["UseProxy"] = 305] = "UseProxy";
    HttpCodes[HttpCodes["SwitchProxy"] = 306] = "SwitchProxy";
    HttpCodes[HttpCodes["TemporaryRedirect"] = 307] = "TemporaryRedirect";
    HttpCodes[HttpCodes["PermanentRedirect"] = 308] = "PermanentRedirect";
    HttpCodes[HttpCodes["BadRequest"] = 400] = "BadRequest";
    HttpCodes[HttpCodes["Unauthorized"] = 401] = "Unauthorized";
    HttpCodes[HttpCodes["PaymentRequired"] = 402] = "PaymentRequired";
    HttpCodes[HttpCodes["Forbidden"] = 403] = "Forbidden";
    HttpCodes[HttpCodes["NotFound"] = 404] = "NotFound";
    HttpCodes[HttpCodes["MethodNotAllowed"] = 405] = "MethodNotAllowed";
    HttpCodes[HttpCodes["NotAcceptable"] = 406] = "NotAcceptable";
    HttpCodes[HttpCodes["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
    HttpCodes[HttpCodes["RequestTimeout"] = 408] = "RequestTimeout";
    HttpCodes[HttpCodes["Conflict"] = 409] = "Conflict";
    HttpCodes[HttpCodes["Gone"] = 410] = "Gone";
    HttpCodes[HttpCodes["TooManyRequests"] = 429] = "TooManyRequests";
    HttpCodes[HttpCodes["InternalServerError"] = 500] = "InternalServerError";
    HttpCodes[HttpCodes["NotImplemented"] = 501] = "NotImplemented";
    HttpCodes[HttpCodes["BadGateway"] = 502] = "BadGateway";
    HttpCodes[HttpCodes["ServiceUnavailable"] = 503] = "ServiceUnavailable";
    HttpCodes[HttpCodes["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function (Headers) {
    Headers["Accept"] = "accept";
    Headers["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function (MediaTypes) {
    MediaTypes["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
function lib_getProxyUrl(serverUrl) {
    const proxyUrl = pm.getProxyUrl(new URL(serverUrl));
    return proxyUrl ? proxyUrl.href : '';
}
const HttpRedirectCodes = [
    HttpCodes.MovedPermanently,
    HttpCodes.ResourceMoved,
    HttpCodes.SeeOther,
    HttpCodes.TemporaryRedirect,
    HttpCodes.PermanentRedirect
];
const HttpResponseRetryCodes = [
    HttpCodes.BadGateway,
    HttpCodes.ServiceUnavailable,
    HttpCodes.GatewayTimeout
];
const RetryableHttpVerbs = ['OPTIONS', 'GET', 'DELETE', 'HEAD'];
const ExponentialBackoffCeiling = 10;
const ExponentialBackoffTimeSlice = 5;
class HttpClientError extends Error {
    constructor(message, statusCode) {
        super(message);
        this.name = 'HttpClientError';
        this.statusCode = statusCode;
        Object.setPrototypeOf(this, HttpClientError.prototype);
    }
}
class HttpClientResponse {
    constructor(message) {
        this.message = message;
    }
    readBody() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                let output = Buffer.alloc(0);
                this.message.on('data', (chunk) => {
                    output = Buffer.concat([output, chunk]);
                });
                this.message.on('end', () => {
                    resolve(output.toString());
                });
            }));
        });
    }
    readBodyBuffer() {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
                const chunks = [];
                this.message.on('data', (chunk) => {
                    chunks.push(chunk);
                });
                this.message.on('end', () => {
                    resolve(Buffer.concat(chunks));
                });
            }));
        });
    }
}
function isHttps(requestUrl) {
    const parsedUrl = new URL(requestUrl);
    return parsedUrl.protocol === 'https:';
}
class HttpClient {
    constructor(userAgent, handlers, requestOptions) {
        this._ignoreSslError = false;
        this._allowRedirects = true;
        this._allowRedirectDowngrade = false;
        this._maxRedirects = 50;
        this._allowRetries = false;
        this._maxRetries = 1;
        this._keepAlive = false;
        this._disposed = false;
        this.userAgent = this._getUserAgentWithOrchestrationId(userAgent);
        this.handlers = handlers || [];
        this.requestOptions = requestOptions;
        if (requestOptions) {
            if (requestOptions.ignoreSslError != null) {
                this._ignoreSslError = requestOptions.ignoreSslError;
            }
            this._socketTimeout = requestOptions.socketTimeout;
            if (requestOptions.allowRedirects != null) {
                this._allowRedirects = requestOptions.allowRedirects;
            }
            if (requestOptions.allowRedirectDowngrade != null) {
                this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
            }
            if (requestOptions.maxRedirects != null) {
                this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
            }
            if (requestOptions.keepAlive != null) {
                this._keepAlive = requestOptions.keepAlive;
            }
            if (requestOptions.allowRetries != null) {
                this._allowRetries = requestOptions.allowRetries;
            }
            if (requestOptions.maxRetries != null) {
                this._maxRetries = requestOptions.maxRetries;
            }
        }
    }
    options(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('OPTIONS', requestUrl, null, additionalHeaders || {});
        });
    }
    get(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('GET', requestUrl, null, additionalHeaders || {});
        });
    }
    del(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('DELETE', requestUrl, null, additionalHeaders || {});
        });
    }
    post(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('POST', requestUrl, data, additionalHeaders || {});
        });
    }
    patch(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PATCH', requestUrl, data, additionalHeaders || {});
        });
    }
    put(requestUrl, data, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('PUT', requestUrl, data, additionalHeaders || {});
        });
    }
    head(requestUrl, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request('HEAD', requestUrl, null, additionalHeaders || {});
        });
    }
    sendStream(verb, requestUrl, stream, additionalHeaders) {
        return __awaiter(this, void 0, void 0, function* () {
            return this.request(verb, requestUrl, stream, additionalHeaders);
        });
    }
    getJson(requestUrl_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            const res = yield this.get(requestUrl, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    postJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.post(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    putJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.put(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    patchJson(requestUrl_1, obj_1) {
        return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
            const data = JSON.stringify(obj, null, 2);
            additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
            additionalHeaders[Headers.ContentType] =
                this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
            const res = yield this.patch(requestUrl, data, additionalHeaders);
            return this._processResponse(res, this.requestOptions);
        });
    }
    request(verb, requestUrl, data, headers) {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._disposed) {
                throw new Error('Client has already been disposed.');
            }
            const parsedUrl = new URL(requestUrl);
            let info = this._prepareRequest(verb, parsedUrl, headers);
            const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb)
                ? this._maxRetries + 1
                : 1;
            let numTries = 0;
            let response;
            do {
                response = yield this.requestRaw(info, data);
                if (response &&
                    response.message &&
                    response.message.statusCode === HttpCodes.Unauthorized) {
                    let authenticationHandler;
                    for (const handler of this.handlers) {
                        if (handler.canHandleAuthentication(response)) {
                            authenticationHandler = handler;
                            break;
                        }
                    }
                    if (authenticationHandler) {
                        return authenticationHandler.handleAuthentication(this, info, data);
                    }
                    else {
                        return response;
                    }
                }
                let redirectsRemaining = this._maxRedirects;
                while (response.message.statusCode &&
                    HttpRedirectCodes.includes(response.message.statusCode) &&
                    this._allowRedirects &&
                    redirectsRemaining > 0) {
                    const redirectUrl = response.message.headers['location'];
                    if (!redirectUrl) {
                        break;
                    }
                    const parsedRedirectUrl = new URL(redirectUrl);
                    if (parsedUrl.protocol === 'https:' &&
                        parsedUrl.protocol !== parsedRedirectUrl.protocol &&
                        !this._allowRedirectDowngrade) {
                        throw new Error('Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.');
                    }
                    yield response.readBody();
                    if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                        for (const header in headers) {
                            if (header.toLowerCase() === 'authorization') {
                                delete headers[header];
                            }
                        }
                    }
                    info = this._prepareRequest(verb, parsedRedirectUrl, headers);
                    response = yield this.requestRaw(info, data);
                    redirectsRemaining--;
                }
                if (!response.message.statusCode ||
                    !HttpResponseRetryCodes.includes(response.message.statusCode)) {
                    return response;
                }
                numTries += 1;
                if (numTries < maxTries) {
                    yield response.readBody();
                    yield this._performExponentialBackoff(numTries);
                }
            } while (numTries < maxTries);
            return response;
        });
    }
    dispose() {
        if (this._agent) {
            this._agent.destroy();
        }
        this._disposed = true;
    }
    requestRaw(info, data) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => {
                function callbackForResult(err, res) {
                    if (err) {
                        reject(err);
                    }
                    else if (!res) {
                        reject(new Error('Unknown error'));
                    }
                    else {
                        resolve(res);
                    }
                }
                this.requestRawWithCallback(info, data, callbackForResult);
            });
        });
    }
    requestRawWithCallback(info, data, onResult) {
        if (typeof data === 'string') {
            if (!info.options.headers) {
                info.options.headers = {};
            }
            info.options.headers['Content-Length'] = Buffer.byteLength(data, 'utf8');
        }
        let callbackCalled = false;
        function handleResult(err, res) {
            if (!callbackCalled) {
                callbackCalled = true;
                onResult(err, res);
            }
        }
        const req = info.httpModule.request(info.options, (msg) => {
            const res = new HttpClientResponse(msg);
            handleResult(undefined, res);
        });
        let socket;
        req.on('socket', sock => {
            socket = sock;
        });
        req.setTimeout(this._socketTimeout || 3 * 60000, () => {
            if (socket) {
                socket.end();
            }
            handleResult(new Error(`Request timeout: ${info.options.path}`));
        });
        req.on('error', function (err) {
            handleResult(err);
        });
        if (data && typeof data === 'string') {
            req.write(data, 'utf8');
        }
        if (data && typeof data !== 'string') {
            data.on('close', function () {
                req.end();
            });
            data.pipe(req);
        }
        else {
            req.end();
        }
    }
    getAgent(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        return this._getAgent(parsedUrl);
    }
    getAgentDispatcher(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (!useProxy) {
            return;
        }
        return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
    }
    _prepareRequest(method, requestUrl, headers) {
        const info = {};
        info.parsedUrl = requestUrl;
        const usingSsl = info.parsedUrl.protocol === 'https:';
        info.httpModule = usingSsl ? external_https_namespaceObject : external_http_namespaceObject;
        const defaultPort = usingSsl ? 443 : 80;
        info.options = {};
        info.options.host = info.parsedUrl.hostname;
        info.options.port = info.parsedUrl.port
            ? parseInt(info.parsedUrl.port)
            : defaultPort;
        info.options.path =
            (info.parsedUrl.pathname || '') + (info.parsedUrl.search || '');
        info.options.method = method;
        info.options.headers = this._mergeHeaders(headers);
        if (this.userAgent != null) {
            info.options.headers['user-agent'] = this.userAgent;
        }
        info.options.agent = this._getAgent(info.parsedUrl);
        if (this.handlers) {
            for (const handler of this.handlers) {
                handler.prepareRequest(info.options);
            }
        }
        return info;
    }
    _mergeHeaders(headers) {
        if (this.requestOptions && this.requestOptions.headers) {
            return Object.assign({}, lowercaseKeys(this.requestOptions.headers), lowercaseKeys(headers || {}));
        }
        return lowercaseKeys(headers || {});
    }
    _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[header];
            if (headerValue) {
                clientHeader =
                    typeof headerValue === 'number' ? headerValue.toString() : headerValue;
            }
        }
        const additionalValue = additionalHeaders[header];
        if (additionalValue !== undefined) {
            return typeof additionalValue === 'number'
                ? additionalValue.toString()
                : additionalValue;
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
            const headerValue = lowercaseKeys(this.requestOptions.headers)[Headers.ContentType];
            if (headerValue) {
                if (typeof headerValue === 'number') {
                    clientHeader = String(headerValue);
                }
                else if (Array.isArray(headerValue)) {
                    clientHeader = headerValue.join(', ');
                }
                else {
                    clientHeader = headerValue;
                }
            }
        }
        const additionalValue = additionalHeaders[Headers.ContentType];
        if (additionalValue !== undefined) {
            if (typeof additionalValue === 'number') {
                return String(additionalValue);
            }
            else if (Array.isArray(additionalValue)) {
                return additionalValue.join(', ');
            }
            else {
                return additionalValue;
            }
        }
        if (clientHeader !== undefined) {
            return clientHeader;
        }
        return _default;
    }
    _getAgent(parsedUrl) {
        let agent;
        const proxyUrl = getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (this._keepAlive && useProxy) {
            agent = this._proxyAgent;
        }
        if (!useProxy) {
            agent = this._agent;
        }
        if (agent) {
            return agent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        let maxSockets = 100;
        if (this.requestOptions) {
            maxSockets = this.requestOptions.maxSockets || external_http_.globalAgent.maxSockets;
        }
        if (proxyUrl && proxyUrl.hostname) {
            const agentOptions = {
                maxSockets,
                keepAlive: this._keepAlive,
                proxy: Object.assign(Object.assign({}, ((proxyUrl.username || proxyUrl.password) && {
                    proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
                })), { host: proxyUrl.hostname, port: proxyUrl.port })
            };
            let tunnelAgent;
            const overHttps = proxyUrl.protocol === 'https:';
            if (usingSsl) {
                tunnelAgent = overHttps ? tunnel.httpsOverHttps : tunnel.httpsOverHttp;
            }
            else {
                tunnelAgent = overHttps ? tunnel.httpOverHttps : tunnel.httpOverHttp;
            }
            agent = tunnelAgent(agentOptions);
            this._proxyAgent = agent;
        }
        if (!agent) {
            const options = { keepAlive: this._keepAlive, maxSockets };
            agent = usingSsl ? new external_https_.Agent(options) : new external_http_.Agent(options);
            this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
            agent.options = Object.assign(agent.options || {}, {
                rejectUnauthorized: false
            });
        }
        return agent;
    }
    _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
        let proxyAgent;
        if (this._keepAlive) {
            proxyAgent = this._proxyAgentDispatcher;
        }
        if (proxyAgent) {
            return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        proxyAgent = new undici_on_demand/* ProxyAgent */.kT(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, ((proxyUrl.username || proxyUrl.password) && {
            token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString('base64')}`
        })));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
            proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
                rejectUnauthorized: false
            });
        }
        return proxyAgent;
    }
    _getUserAgentWithOrchestrationId(userAgent) {
        const baseUserAgent = userAgent || 'actions/http-client';
        const orchId = process.env['ACTIONS_ORCHESTRATION_ID'];
        if (orchId) {
            const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, '_');
            return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
        }
        return baseUserAgent;
    }
    _performExponentialBackoff(retryNumber) {
        return __awaiter(this, void 0, void 0, function* () {
            retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
            const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
            return new Promise(resolve => setTimeout(() => resolve(), ms));
        });
    }
    _processResponse(res, options) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
                const statusCode = res.message.statusCode || 0;
                const response = {
                    statusCode,
                    result: null,
                    headers: {}
                };
                if (statusCode === HttpCodes.NotFound) {
                    resolve(response);
                }
                function dateTimeDeserializer(key, value) {
                    if (typeof value === 'string') {
                        const a = new Date(value);
                        if (!isNaN(a.valueOf())) {
                            return a;
                        }
                    }
                    return value;
                }
                let obj;
                let contents;
                try {
                    contents = yield res.readBody();
                    if (contents && contents.length > 0) {
                        if (options && options.deserializeDates) {
                            obj = JSON.parse(contents, dateTimeDeserializer);
                        }
                        else {
                            obj = JSON.parse(contents);
                        }
                        response.result = obj;
                    }
                    response.headers = res.message.headers;
                }
                catch (err) {
                }
                if (statusCode > 299) {
                    let msg;
                    if (obj && obj.message) {
                        msg = obj.message;
                    }
                    else if (contents && contents.length > 0) {
                        msg = contents;
                    }
                    else {
                        msg = `Failed request: (${statusCode})`;
                    }
                    const err = new HttpClientError(msg, statusCode);
                    err.result = response.result;
                    reject(err);
                }
                else {
                    resolve(response);
                }
            }));
        });
    }
}
const lowercaseKeys = (obj) => Object.keys(obj).reduce((c, k) => ((c[k.toLowerCase()] = obj[k]), c), {});
//# sourceMappingURL=index.js.map

/***/ })

/******/ });
/******/ var __webpack_module_cache__ = {};
/******/ function __nccwpck_require__(moduleId) {
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		exports: {}
/******/ 	};
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 	return module.exports;
/******/ }
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ (() => {
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ (() => {
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ (() => {
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ (() => {
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ (() => {
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	}
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ })();
var __webpack_exports__ = {};
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MA: () => (/* binding */ agent),
/* harmony export */   gg: () => (/* binding */ deploy),
/* harmony export */   qK: () => (/* binding */ agentPost),
/* harmony export */   z6: () => (/* binding */ check),
/* harmony export */   zS: () => (/* binding */ analytics)
/* harmony export */ });
async function agent() {
    const { run } = await __nccwpck_require__.e(/* import() */ 315).then(__nccwpck_require__.bind(__nccwpck_require__, 3315));
    await run();
}
async function agentPost() {
    const { run } = await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 884));
    await run();
}
async function analytics() {
    const [{ keepHeapSmall }, { run }] = await Promise.all([
        __nccwpck_require__.e(/* import() */ 334).then(__nccwpck_require__.bind(__nccwpck_require__, 2334)),
        __nccwpck_require__.e(/* import() */ 424).then(__nccwpck_require__.bind(__nccwpck_require__, 5424)),
    ]);
    keepHeapSmall();
    await run();
}
async function deploy() {
    const { run } = await __nccwpck_require__.e(/* import() */ 873).then(__nccwpck_require__.bind(__nccwpck_require__, 4873));
    await run();
}
async function check() {
    const { run } = await __nccwpck_require__.e(/* import() */ 245).then(__nccwpck_require__.bind(__nccwpck_require__, 9245));
    await run();
}

var __webpack_exports__agent = __webpack_exports__.MA;
var __webpack_exports__agentPost = __webpack_exports__.qK;
var __webpack_exports__analytics = __webpack_exports__.zS;
var __webpack_exports__check = __webpack_exports__.z6;
var __webpack_exports__deploy = __webpack_exports__.gg;
export { __webpack_exports__agent as agent, __webpack_exports__agentPost as agentPost, __webpack_exports__analytics as analytics, __webpack_exports__check as check, __webpack_exports__deploy as deploy };

//# sourceMappingURL=index.js.map