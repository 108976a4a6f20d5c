import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 770:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__(218);


/***/ }),

/***/ 218:
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
        // Detect the request to connect same origin server,
        // reuse the connection.
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
    // We are over limit so we'll add it to the queue.
    self.requests.push(options);
    return;
  }

  // If we are under maxSockets create a new one.
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
    // Very hacky. This is necessary to avoid http-parser leaks.
    res.upgrade = true;
  }

  function onUpgrade(res, socket, head) {
    // Hacky.
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
    // If we have pending requests and a socket gets closed a new one
    // needs to be created to take over in the pool for the one that closed.
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

    // 0 is dummy port for v0.6
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

/***/ 5898:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _deploy_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4617);
// The entry of dist/deploy/index.js; ../deploy.ts only exports run(), for the reason given in
// ./agent.ts.

await (0,_deploy_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 4617:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// UNUSED EXPORTS: startDeployStep

// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
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
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
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
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(9896);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




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
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
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
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __nccwpck_require__(4942);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/auth.js
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
    // This handler cannot handle 401
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
    // currently implements pre-authorization
    // TODO: support preAuth = false where it hooks on 401
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Bearer ${this.token}`;
    }
    // This handler cannot handle 401
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
    // currently implements pre-authorization
    // TODO: support preAuth = false where it hooks on 401
    prepareRequest(options) {
        if (!options.headers) {
            throw Error('The request has no headers');
        }
        options.headers['Authorization'] = `Basic ${Buffer.from(`PAT:${this.token}`).toString('base64')}`;
    }
    // This handler cannot handle 401
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
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/oidc-utils.js
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
                // New ID Token is requested from action service
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
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/summary.js
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
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
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
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return summary_awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return summary_awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(external_os_.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
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
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/path-utils.js

/**
 * toPosixPath converts the given path to the posix form. On Windows, \\ will be
 * replaced with /.
 *
 * @param pth. Path to transform.
 * @return string Posix path.
 */
function toPosixPath(pth) {
    return pth.replace(/[\\]/g, '/');
}
/**
 * toWin32Path converts the given path to the win32 form. On Linux, / will be
 * replaced with \\.
 *
 * @param pth. Path to transform.
 * @return string Win32 path.
 */
function toWin32Path(pth) {
    return pth.replace(/[/]/g, '\\');
}
/**
 * toPlatformPath converts the given path to a platform-specific path. It does
 * this by replacing instances of / and \ with the platform-specific path
 * separator.
 *
 * @param pth The path to platformize.
 * @return string The platform-specific path.
 */
function toPlatformPath(pth) {
    return pth.replace(/[/\\]/g, path.sep);
}
//# sourceMappingURL=path-utils.js.map
// EXTERNAL MODULE: external "string_decoder"
var external_string_decoder_ = __nccwpck_require__(3193);
// EXTERNAL MODULE: external "events"
var external_events_ = __nccwpck_require__(4434);
;// CONCATENATED MODULE: external "child_process"
const external_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");
// EXTERNAL MODULE: external "assert"
var external_assert_ = __nccwpck_require__(2613);
;// CONCATENATED MODULE: ./node_modules/@actions/io/lib/io-util.js
var io_util_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { chmod, copyFile, lstat, mkdir, open: io_util_open, readdir, rename, rm, rmdir, stat, symlink, unlink } = external_fs_.promises;
// export const {open} = 'fs'
const IS_WINDOWS = process.platform === 'win32';
/**
 * Custom implementation of readlink to ensure Windows junctions
 * maintain trailing backslash for backward compatibility with Node.js < 24
 *
 * In Node.js 20, Windows junctions (directory symlinks) always returned paths
 * with trailing backslashes. Node.js 24 removed this behavior, which breaks
 * code that relied on this format for path operations.
 *
 * This implementation restores the Node 20 behavior by adding a trailing
 * backslash to all junction results on Windows.
 */
function readlink(fsPath) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        const result = yield fs.promises.readlink(fsPath);
        // On Windows, restore Node 20 behavior: add trailing backslash to all results
        // since junctions on Windows are always directory links
        if (IS_WINDOWS && !result.endsWith('\\')) {
            return `${result}\\`;
        }
        return result;
    });
}
// See https://github.com/nodejs/node/blob/d0153aee367422d0858105abec186da4dff0a0c5/deps/uv/include/uv/win.h#L691
const UV_FS_O_EXLOCK = 0x10000000;
const READONLY = external_fs_.constants.O_RDONLY;
function exists(fsPath) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        try {
            yield stat(fsPath);
        }
        catch (err) {
            if (err.code === 'ENOENT') {
                return false;
            }
            throw err;
        }
        return true;
    });
}
function isDirectory(fsPath_1) {
    return io_util_awaiter(this, arguments, void 0, function* (fsPath, useStat = false) {
        const stats = useStat ? yield stat(fsPath) : yield lstat(fsPath);
        return stats.isDirectory();
    });
}
/**
 * On OSX/Linux, true if path starts with '/'. On Windows, true for paths like:
 * \, \hello, \\hello\share, C:, and C:\hello (and corresponding alternate separator cases).
 */
function isRooted(p) {
    p = normalizeSeparators(p);
    if (!p) {
        throw new Error('isRooted() parameter "p" cannot be empty');
    }
    if (IS_WINDOWS) {
        return (p.startsWith('\\') || /^[A-Z]:/i.test(p) // e.g. \ or \hello or \\hello
        ); // e.g. C: or C:\hello
    }
    return p.startsWith('/');
}
/**
 * Best effort attempt to determine whether a file exists and is executable.
 * @param filePath    file path to check
 * @param extensions  additional file extensions to try
 * @return if file exists and is executable, returns the file path. otherwise empty string.
 */
function tryGetExecutablePath(filePath, extensions) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        let stats = undefined;
        try {
            // test file exists
            stats = yield stat(filePath);
        }
        catch (err) {
            if (err.code !== 'ENOENT') {
                // eslint-disable-next-line no-console
                console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
            }
        }
        if (stats && stats.isFile()) {
            if (IS_WINDOWS) {
                // on Windows, test for valid extension
                const upperExt = external_path_namespaceObject.extname(filePath).toUpperCase();
                if (extensions.some(validExt => validExt.toUpperCase() === upperExt)) {
                    return filePath;
                }
            }
            else {
                if (isUnixExecutable(stats)) {
                    return filePath;
                }
            }
        }
        // try each extension
        const originalFilePath = filePath;
        for (const extension of extensions) {
            filePath = originalFilePath + extension;
            stats = undefined;
            try {
                stats = yield stat(filePath);
            }
            catch (err) {
                if (err.code !== 'ENOENT') {
                    // eslint-disable-next-line no-console
                    console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
                }
            }
            if (stats && stats.isFile()) {
                if (IS_WINDOWS) {
                    // preserve the case of the actual file (since an extension was appended)
                    try {
                        const directory = external_path_namespaceObject.dirname(filePath);
                        const upperName = external_path_namespaceObject.basename(filePath).toUpperCase();
                        for (const actualName of yield readdir(directory)) {
                            if (upperName === actualName.toUpperCase()) {
                                filePath = external_path_namespaceObject.join(directory, actualName);
                                break;
                            }
                        }
                    }
                    catch (err) {
                        // eslint-disable-next-line no-console
                        console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
                    }
                    return filePath;
                }
                else {
                    if (isUnixExecutable(stats)) {
                        return filePath;
                    }
                }
            }
        }
        return '';
    });
}
function normalizeSeparators(p) {
    p = p || '';
    if (IS_WINDOWS) {
        // convert slashes on Windows
        p = p.replace(/\//g, '\\');
        // remove redundant slashes
        return p.replace(/\\\\+/g, '\\');
    }
    // remove redundant slashes
    return p.replace(/\/\/+/g, '/');
}
// on Mac/Linux, test the execute bit
//     R   W  X  R  W X R W X
//   256 128 64 32 16 8 4 2 1
function isUnixExecutable(stats) {
    return ((stats.mode & 1) > 0 ||
        ((stats.mode & 8) > 0 &&
            process.getgid !== undefined &&
            stats.gid === process.getgid()) ||
        ((stats.mode & 64) > 0 &&
            process.getuid !== undefined &&
            stats.uid === process.getuid()));
}
// Get the path of cmd.exe in windows
function getCmdPath() {
    var _a;
    return (_a = process.env['COMSPEC']) !== null && _a !== void 0 ? _a : `cmd.exe`;
}
//# sourceMappingURL=io-util.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/io/lib/io.js
var io_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



/**
 * Copies a file or folder.
 * Based off of shelljs - https://github.com/shelljs/shelljs/blob/9237f66c52e5daa40458f94f9565e18e8132f5a6/src/cp.js
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See CopyOptions.
 */
function cp(source_1, dest_1) {
    return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        const { force, recursive, copySourceDirectory } = readCopyOptions(options);
        const destStat = (yield ioUtil.exists(dest)) ? yield ioUtil.stat(dest) : null;
        // Dest is an existing file, but not forcing
        if (destStat && destStat.isFile() && !force) {
            return;
        }
        // If dest is an existing directory, should copy inside.
        const newDest = destStat && destStat.isDirectory() && copySourceDirectory
            ? path.join(dest, path.basename(source))
            : dest;
        if (!(yield ioUtil.exists(source))) {
            throw new Error(`no such file or directory: ${source}`);
        }
        const sourceStat = yield ioUtil.stat(source);
        if (sourceStat.isDirectory()) {
            if (!recursive) {
                throw new Error(`Failed to copy. ${source} is a directory, but tried to copy without recursive flag.`);
            }
            else {
                yield cpDirRecursive(source, newDest, 0, force);
            }
        }
        else {
            if (path.relative(source, newDest) === '') {
                // a file cannot be copied to itself
                throw new Error(`'${newDest}' and '${source}' are the same file`);
            }
            yield io_copyFile(source, newDest, force);
        }
    });
}
/**
 * Moves a path.
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See MoveOptions.
 */
function mv(source_1, dest_1) {
    return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        if (yield ioUtil.exists(dest)) {
            let destExists = true;
            if (yield ioUtil.isDirectory(dest)) {
                // If dest is directory copy src into dest
                dest = path.join(dest, path.basename(source));
                destExists = yield ioUtil.exists(dest);
            }
            if (destExists) {
                if (options.force == null || options.force) {
                    yield rmRF(dest);
                }
                else {
                    throw new Error('Destination already exists');
                }
            }
        }
        yield mkdirP(path.dirname(dest));
        yield ioUtil.rename(source, dest);
    });
}
/**
 * Remove a path recursively with force
 *
 * @param inputPath path to remove
 */
function rmRF(inputPath) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (ioUtil.IS_WINDOWS) {
            // Check for invalid characters
            // https://docs.microsoft.com/en-us/windows/win32/fileio/naming-a-file
            if (/[*"<>|]/.test(inputPath)) {
                throw new Error('File path must not contain `*`, `"`, `<`, `>` or `|` on Windows');
            }
        }
        try {
            // note if path does not exist, error is silent
            yield ioUtil.rm(inputPath, {
                force: true,
                maxRetries: 3,
                recursive: true,
                retryDelay: 300
            });
        }
        catch (err) {
            throw new Error(`File was unable to be removed ${err}`);
        }
    });
}
/**
 * Make a directory.  Creates the full path with folders in between
 * Will throw if it fails
 *
 * @param   fsPath        path to create
 * @returns Promise<void>
 */
function mkdirP(fsPath) {
    return io_awaiter(this, void 0, void 0, function* () {
        ok(fsPath, 'a path argument must be provided');
        yield ioUtil.mkdir(fsPath, { recursive: true });
    });
}
/**
 * Returns path of a tool had the tool actually been invoked.  Resolves via paths.
 * If you check and the tool does not exist, it will throw.
 *
 * @param     tool              name of the tool
 * @param     check             whether to check if tool exists
 * @returns   Promise<string>   path to tool
 */
function which(tool, check) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // recursive when check=true
        if (check) {
            const result = yield which(tool, false);
            if (!result) {
                if (IS_WINDOWS) {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`);
                }
                else {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
                }
            }
            return result;
        }
        const matches = yield findInPath(tool);
        if (matches && matches.length > 0) {
            return matches[0];
        }
        return '';
    });
}
/**
 * Returns a list of all occurrences of the given tool on the system path.
 *
 * @returns   Promise<string[]>  the paths of the tool
 */
function findInPath(tool) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // build the list of extensions to try
        const extensions = [];
        if (IS_WINDOWS && process.env['PATHEXT']) {
            for (const extension of process.env['PATHEXT'].split(external_path_namespaceObject.delimiter)) {
                if (extension) {
                    extensions.push(extension);
                }
            }
        }
        // if it's rooted, return it if exists. otherwise return empty.
        if (isRooted(tool)) {
            const filePath = yield tryGetExecutablePath(tool, extensions);
            if (filePath) {
                return [filePath];
            }
            return [];
        }
        // if any path separators, return empty
        if (tool.includes(external_path_namespaceObject.sep)) {
            return [];
        }
        // build the list of directories
        //
        // Note, technically "where" checks the current directory on Windows. From a toolkit perspective,
        // it feels like we should not do this. Checking the current directory seems like more of a use
        // case of a shell, and the which() function exposed by the toolkit should strive for consistency
        // across platforms.
        const directories = [];
        if (process.env.PATH) {
            for (const p of process.env.PATH.split(external_path_namespaceObject.delimiter)) {
                if (p) {
                    directories.push(p);
                }
            }
        }
        // find all matches
        const matches = [];
        for (const directory of directories) {
            const filePath = yield tryGetExecutablePath(external_path_namespaceObject.join(directory, tool), extensions);
            if (filePath) {
                matches.push(filePath);
            }
        }
        return matches;
    });
}
function readCopyOptions(options) {
    const force = options.force == null ? true : options.force;
    const recursive = Boolean(options.recursive);
    const copySourceDirectory = options.copySourceDirectory == null
        ? true
        : Boolean(options.copySourceDirectory);
    return { force, recursive, copySourceDirectory };
}
function cpDirRecursive(sourceDir, destDir, currentDepth, force) {
    return io_awaiter(this, void 0, void 0, function* () {
        // Ensure there is not a run away recursive copy
        if (currentDepth >= 255)
            return;
        currentDepth++;
        yield mkdirP(destDir);
        const files = yield ioUtil.readdir(sourceDir);
        for (const fileName of files) {
            const srcFile = `${sourceDir}/${fileName}`;
            const destFile = `${destDir}/${fileName}`;
            const srcFileStat = yield ioUtil.lstat(srcFile);
            if (srcFileStat.isDirectory()) {
                // Recurse
                yield cpDirRecursive(srcFile, destFile, currentDepth, force);
            }
            else {
                yield io_copyFile(srcFile, destFile, force);
            }
        }
        // Change the mode for the newly created directory
        yield ioUtil.chmod(destDir, (yield ioUtil.stat(sourceDir)).mode);
    });
}
// Buffered file copy
function io_copyFile(srcFile, destFile, force) {
    return io_awaiter(this, void 0, void 0, function* () {
        if ((yield ioUtil.lstat(srcFile)).isSymbolicLink()) {
            // unlink/re-link it
            try {
                yield ioUtil.lstat(destFile);
                yield ioUtil.unlink(destFile);
            }
            catch (e) {
                // Try to override file permission
                if (e.code === 'EPERM') {
                    yield ioUtil.chmod(destFile, '0666');
                    yield ioUtil.unlink(destFile);
                }
                // other errors = it doesn't exist, no work to do
            }
            // Copy over symlink
            const symlinkFull = yield ioUtil.readlink(srcFile);
            yield ioUtil.symlink(symlinkFull, destFile, ioUtil.IS_WINDOWS ? 'junction' : null);
        }
        else if (!(yield ioUtil.exists(destFile)) || force) {
            yield ioUtil.copyFile(srcFile, destFile);
        }
    });
}
//# sourceMappingURL=io.js.map
;// CONCATENATED MODULE: external "timers"
const external_timers_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/toolrunner.js
var toolrunner_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};







/* eslint-disable @typescript-eslint/unbound-method */
const toolrunner_IS_WINDOWS = process.platform === 'win32';
/*
 * Class for running command line tools. Handles quoting and arg parsing in a platform agnostic way.
 */
class ToolRunner extends external_events_.EventEmitter {
    constructor(toolPath, args, options) {
        super();
        if (!toolPath) {
            throw new Error("Parameter 'toolPath' cannot be null or empty.");
        }
        this.toolPath = toolPath;
        this.args = args || [];
        this.options = options || {};
    }
    _debug(message) {
        if (this.options.listeners && this.options.listeners.debug) {
            this.options.listeners.debug(message);
        }
    }
    _getCommandString(options, noPrefix) {
        const toolPath = this._getSpawnFileName();
        const args = this._getSpawnArgs(options);
        let cmd = noPrefix ? '' : '[command]'; // omit prefix when piped to a second tool
        if (toolrunner_IS_WINDOWS) {
            // Windows + cmd file
            if (this._isCmdFile()) {
                cmd += toolPath;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows + verbatim
            else if (options.windowsVerbatimArguments) {
                cmd += `"${toolPath}"`;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows (regular)
            else {
                cmd += this._windowsQuoteCmdArg(toolPath);
                for (const a of args) {
                    cmd += ` ${this._windowsQuoteCmdArg(a)}`;
                }
            }
        }
        else {
            // OSX/Linux - this can likely be improved with some form of quoting.
            // creating processes on Unix is fundamentally different than Windows.
            // on Unix, execvp() takes an arg array.
            cmd += toolPath;
            for (const a of args) {
                cmd += ` ${a}`;
            }
        }
        return cmd;
    }
    _processLineBuffer(data, strBuffer, onLine) {
        try {
            let s = strBuffer + data.toString();
            let n = s.indexOf(external_os_.EOL);
            while (n > -1) {
                const line = s.substring(0, n);
                onLine(line);
                // the rest of the string ...
                s = s.substring(n + external_os_.EOL.length);
                n = s.indexOf(external_os_.EOL);
            }
            return s;
        }
        catch (err) {
            // streaming lines to console is best effort.  Don't fail a build.
            this._debug(`error processing line. Failed with error ${err}`);
            return '';
        }
    }
    _getSpawnFileName() {
        if (toolrunner_IS_WINDOWS) {
            if (this._isCmdFile()) {
                return process.env['COMSPEC'] || 'cmd.exe';
            }
        }
        return this.toolPath;
    }
    _getSpawnArgs(options) {
        if (toolrunner_IS_WINDOWS) {
            if (this._isCmdFile()) {
                let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
                for (const a of this.args) {
                    argline += ' ';
                    argline += options.windowsVerbatimArguments
                        ? a
                        : this._windowsQuoteCmdArg(a);
                }
                argline += '"';
                return [argline];
            }
        }
        return this.args;
    }
    _endsWith(str, end) {
        return str.endsWith(end);
    }
    _isCmdFile() {
        const upperToolPath = this.toolPath.toUpperCase();
        return (this._endsWith(upperToolPath, '.CMD') ||
            this._endsWith(upperToolPath, '.BAT'));
    }
    _windowsQuoteCmdArg(arg) {
        // for .exe, apply the normal quoting rules that libuv applies
        if (!this._isCmdFile()) {
            return this._uvQuoteCmdArg(arg);
        }
        // otherwise apply quoting rules specific to the cmd.exe command line parser.
        // the libuv rules are generic and are not designed specifically for cmd.exe
        // command line parser.
        //
        // for a detailed description of the cmd.exe command line parser, refer to
        // http://stackoverflow.com/questions/4094699/how-does-the-windows-command-interpreter-cmd-exe-parse-scripts/7970912#7970912
        // need quotes for empty arg
        if (!arg) {
            return '""';
        }
        // determine whether the arg needs to be quoted
        const cmdSpecialChars = [
            ' ',
            '\t',
            '&',
            '(',
            ')',
            '[',
            ']',
            '{',
            '}',
            '^',
            '=',
            ';',
            '!',
            "'",
            '+',
            ',',
            '`',
            '~',
            '|',
            '<',
            '>',
            '"'
        ];
        let needsQuotes = false;
        for (const char of arg) {
            if (cmdSpecialChars.some(x => x === char)) {
                needsQuotes = true;
                break;
            }
        }
        // short-circuit if quotes not needed
        if (!needsQuotes) {
            return arg;
        }
        // the following quoting rules are very similar to the rules that by libuv applies.
        //
        // 1) wrap the string in quotes
        //
        // 2) double-up quotes - i.e. " => ""
        //
        //    this is different from the libuv quoting rules. libuv replaces " with \", which unfortunately
        //    doesn't work well with a cmd.exe command line.
        //
        //    note, replacing " with "" also works well if the arg is passed to a downstream .NET console app.
        //    for example, the command line:
        //          foo.exe "myarg:""my val"""
        //    is parsed by a .NET console app into an arg array:
        //          [ "myarg:\"my val\"" ]
        //    which is the same end result when applying libuv quoting rules. although the actual
        //    command line from libuv quoting rules would look like:
        //          foo.exe "myarg:\"my val\""
        //
        // 3) double-up slashes that precede a quote,
        //    e.g.  hello \world    => "hello \world"
        //          hello\"world    => "hello\\""world"
        //          hello\\"world   => "hello\\\\""world"
        //          hello world\    => "hello world\\"
        //
        //    technically this is not required for a cmd.exe command line, or the batch argument parser.
        //    the reasons for including this as a .cmd quoting rule are:
        //
        //    a) this is optimized for the scenario where the argument is passed from the .cmd file to an
        //       external program. many programs (e.g. .NET console apps) rely on the slash-doubling rule.
        //
        //    b) it's what we've been doing previously (by deferring to node default behavior) and we
        //       haven't heard any complaints about that aspect.
        //
        // note, a weakness of the quoting rules chosen here, is that % is not escaped. in fact, % cannot be
        // escaped when used on the command line directly - even though within a .cmd file % can be escaped
        // by using %%.
        //
        // the saving grace is, on the command line, %var% is left as-is if var is not defined. this contrasts
        // the line parsing rules within a .cmd file, where if var is not defined it is replaced with nothing.
        //
        // one option that was explored was replacing % with ^% - i.e. %var% => ^%var^%. this hack would
        // often work, since it is unlikely that var^ would exist, and the ^ character is removed when the
        // variable is used. the problem, however, is that ^ is not removed when %* is used to pass the args
        // to an external program.
        //
        // an unexplored potential solution for the % escaping problem, is to create a wrapper .cmd file.
        // % can be escaped within a .cmd file.
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\'; // double the slash
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '"'; // double the quote
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _uvQuoteCmdArg(arg) {
        // Tool runner wraps child_process.spawn() and needs to apply the same quoting as
        // Node in certain cases where the undocumented spawn option windowsVerbatimArguments
        // is used.
        //
        // Since this function is a port of quote_cmd_arg from Node 4.x (technically, lib UV,
        // see https://github.com/nodejs/node/blob/v4.x/deps/uv/src/win/process.c for details),
        // pasting copyright notice from Node within this function:
        //
        //      Copyright Joyent, Inc. and other Node contributors. All rights reserved.
        //
        //      Permission is hereby granted, free of charge, to any person obtaining a copy
        //      of this software and associated documentation files (the "Software"), to
        //      deal in the Software without restriction, including without limitation the
        //      rights to use, copy, modify, merge, publish, distribute, sublicense, and/or
        //      sell copies of the Software, and to permit persons to whom the Software is
        //      furnished to do so, subject to the following conditions:
        //
        //      The above copyright notice and this permission notice shall be included in
        //      all copies or substantial portions of the Software.
        //
        //      THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
        //      IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
        //      FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
        //      AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
        //      LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
        //      FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS
        //      IN THE SOFTWARE.
        if (!arg) {
            // Need double quotation for empty argument
            return '""';
        }
        if (!arg.includes(' ') && !arg.includes('\t') && !arg.includes('"')) {
            // No quotation needed
            return arg;
        }
        if (!arg.includes('"') && !arg.includes('\\')) {
            // No embedded double quotes or backslashes, so I can just wrap
            // quote marks around the whole thing.
            return `"${arg}"`;
        }
        // Expected input/output:
        //   input : hello"world
        //   output: "hello\"world"
        //   input : hello""world
        //   output: "hello\"\"world"
        //   input : hello\world
        //   output: hello\world
        //   input : hello\\world
        //   output: hello\\world
        //   input : hello\"world
        //   output: "hello\\\"world"
        //   input : hello\\"world
        //   output: "hello\\\\\"world"
        //   input : hello world\
        //   output: "hello world\\" - note the comment in libuv actually reads "hello world\"
        //                             but it appears the comment is wrong, it should be "hello world\\"
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\';
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '\\';
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _cloneExecOptions(options) {
        options = options || {};
        const result = {
            cwd: options.cwd || process.cwd(),
            env: options.env || process.env,
            silent: options.silent || false,
            windowsVerbatimArguments: options.windowsVerbatimArguments || false,
            failOnStdErr: options.failOnStdErr || false,
            ignoreReturnCode: options.ignoreReturnCode || false,
            delay: options.delay || 10000
        };
        result.outStream = options.outStream || process.stdout;
        result.errStream = options.errStream || process.stderr;
        return result;
    }
    _getSpawnOptions(options, toolPath) {
        options = options || {};
        const result = {};
        result.cwd = options.cwd;
        result.env = options.env;
        result['windowsVerbatimArguments'] =
            options.windowsVerbatimArguments || this._isCmdFile();
        if (options.windowsVerbatimArguments) {
            result.argv0 = `"${toolPath}"`;
        }
        return result;
    }
    /**
     * Exec a tool.
     * Output will be streamed to the live console.
     * Returns promise with return code
     *
     * @param     tool     path to tool to exec
     * @param     options  optional exec options.  See ExecOptions
     * @returns   number
     */
    exec() {
        return toolrunner_awaiter(this, void 0, void 0, function* () {
            // root the tool path if it is unrooted and contains relative pathing
            if (!isRooted(this.toolPath) &&
                (this.toolPath.includes('/') ||
                    (toolrunner_IS_WINDOWS && this.toolPath.includes('\\')))) {
                // prefer options.cwd if it is specified, however options.cwd may also need to be rooted
                this.toolPath = external_path_namespaceObject.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath);
            }
            // if the tool is only a file name, then resolve it from the PATH
            // otherwise verify it exists (add extension on Windows if necessary)
            this.toolPath = yield which(this.toolPath, true);
            return new Promise((resolve, reject) => toolrunner_awaiter(this, void 0, void 0, function* () {
                this._debug(`exec tool: ${this.toolPath}`);
                this._debug('arguments:');
                for (const arg of this.args) {
                    this._debug(`   ${arg}`);
                }
                const optionsNonNull = this._cloneExecOptions(this.options);
                if (!optionsNonNull.silent && optionsNonNull.outStream) {
                    optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + external_os_.EOL);
                }
                const state = new ExecState(optionsNonNull, this.toolPath);
                state.on('debug', (message) => {
                    this._debug(message);
                });
                if (this.options.cwd && !(yield exists(this.options.cwd))) {
                    return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
                }
                const fileName = this._getSpawnFileName();
                const cp = external_child_process_namespaceObject.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName));
                let stdbuffer = '';
                if (cp.stdout) {
                    cp.stdout.on('data', (data) => {
                        if (this.options.listeners && this.options.listeners.stdout) {
                            this.options.listeners.stdout(data);
                        }
                        if (!optionsNonNull.silent && optionsNonNull.outStream) {
                            optionsNonNull.outStream.write(data);
                        }
                        stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.stdline) {
                                this.options.listeners.stdline(line);
                            }
                        });
                    });
                }
                let errbuffer = '';
                if (cp.stderr) {
                    cp.stderr.on('data', (data) => {
                        state.processStderr = true;
                        if (this.options.listeners && this.options.listeners.stderr) {
                            this.options.listeners.stderr(data);
                        }
                        if (!optionsNonNull.silent &&
                            optionsNonNull.errStream &&
                            optionsNonNull.outStream) {
                            const s = optionsNonNull.failOnStdErr
                                ? optionsNonNull.errStream
                                : optionsNonNull.outStream;
                            s.write(data);
                        }
                        errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.errline) {
                                this.options.listeners.errline(line);
                            }
                        });
                    });
                }
                cp.on('error', (err) => {
                    state.processError = err.message;
                    state.processExited = true;
                    state.processClosed = true;
                    state.CheckComplete();
                });
                cp.on('exit', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    this._debug(`Exit code ${code} received from tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                cp.on('close', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    state.processClosed = true;
                    this._debug(`STDIO streams have closed for tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                state.on('done', (error, exitCode) => {
                    if (stdbuffer.length > 0) {
                        this.emit('stdline', stdbuffer);
                    }
                    if (errbuffer.length > 0) {
                        this.emit('errline', errbuffer);
                    }
                    cp.removeAllListeners();
                    if (error) {
                        reject(error);
                    }
                    else {
                        resolve(exitCode);
                    }
                });
                if (this.options.input) {
                    if (!cp.stdin) {
                        throw new Error('child process missing stdin');
                    }
                    cp.stdin.end(this.options.input);
                }
            }));
        });
    }
}
/**
 * Convert an arg string to an array of args. Handles escaping
 *
 * @param    argString   string of arguments
 * @returns  string[]    array of arguments
 */
function argStringToArray(argString) {
    const args = [];
    let inQuotes = false;
    let escaped = false;
    let arg = '';
    function append(c) {
        // we only escape double quotes.
        if (escaped && c !== '"') {
            arg += '\\';
        }
        arg += c;
        escaped = false;
    }
    for (let i = 0; i < argString.length; i++) {
        const c = argString.charAt(i);
        if (c === '"') {
            if (!escaped) {
                inQuotes = !inQuotes;
            }
            else {
                append(c);
            }
            continue;
        }
        if (c === '\\' && escaped) {
            append(c);
            continue;
        }
        if (c === '\\' && inQuotes) {
            escaped = true;
            continue;
        }
        if (c === ' ' && !inQuotes) {
            if (arg.length > 0) {
                args.push(arg);
                arg = '';
            }
            continue;
        }
        append(c);
    }
    if (arg.length > 0) {
        args.push(arg.trim());
    }
    return args;
}
class ExecState extends external_events_.EventEmitter {
    constructor(options, toolPath) {
        super();
        this.processClosed = false; // tracks whether the process has exited and stdio is closed
        this.processError = '';
        this.processExitCode = 0;
        this.processExited = false; // tracks whether the process has exited
        this.processStderr = false; // tracks whether stderr was written to
        this.delay = 10000; // 10 seconds
        this.done = false;
        this.timeout = null;
        if (!toolPath) {
            throw new Error('toolPath must not be empty');
        }
        this.options = options;
        this.toolPath = toolPath;
        if (options.delay) {
            this.delay = options.delay;
        }
    }
    CheckComplete() {
        if (this.done) {
            return;
        }
        if (this.processClosed) {
            this._setResult();
        }
        else if (this.processExited) {
            this.timeout = (0,external_timers_namespaceObject.setTimeout)(ExecState.HandleTimeout, this.delay, this);
        }
    }
    _debug(message) {
        this.emit('debug', message);
    }
    _setResult() {
        // determine whether there is an error
        let error;
        if (this.processExited) {
            if (this.processError) {
                error = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`);
            }
            else if (this.processExitCode !== 0 && !this.options.ignoreReturnCode) {
                error = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`);
            }
            else if (this.processStderr && this.options.failOnStdErr) {
                error = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`);
            }
        }
        // clear the timeout
        if (this.timeout) {
            clearTimeout(this.timeout);
            this.timeout = null;
        }
        this.done = true;
        this.emit('done', error, this.processExitCode);
    }
    static HandleTimeout(state) {
        if (state.done) {
            return;
        }
        if (!state.processClosed && state.processExited) {
            const message = `The STDIO streams did not close within ${state.delay / 1000} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
            state._debug(message);
        }
        state._setResult();
    }
}
//# sourceMappingURL=toolrunner.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/exec.js
var exec_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


/**
 * Exec a command.
 * Output will be streamed to the live console.
 * Returns promise with return code
 *
 * @param     commandLine        command to execute (can include additional args). Must be correctly escaped.
 * @param     args               optional arguments for tool. Escaping is handled by the lib.
 * @param     options            optional exec options.  See ExecOptions
 * @returns   Promise<number>    exit code
 */
function exec_exec(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        const commandArgs = tr.argStringToArray(commandLine);
        if (commandArgs.length === 0) {
            throw new Error(`Parameter 'commandLine' cannot be null or empty.`);
        }
        // Path to tool to execute should be first arg
        const toolPath = commandArgs[0];
        args = commandArgs.slice(1).concat(args || []);
        const runner = new tr.ToolRunner(toolPath, args, options);
        return runner.exec();
    });
}
/**
 * Exec a command and get the output.
 * Output will be streamed to the live console.
 * Returns promise with the exit code and collected stdout and stderr
 *
 * @param     commandLine           command to execute (can include additional args). Must be correctly escaped.
 * @param     args                  optional arguments for tool. Escaping is handled by the lib.
 * @param     options               optional exec options.  See ExecOptions
 * @returns   Promise<ExecOutput>   exit code, stdout, and stderr
 */
function getExecOutput(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        var _a, _b;
        let stdout = '';
        let stderr = '';
        //Using string decoder covers the case where a mult-byte character is split
        const stdoutDecoder = new StringDecoder('utf8');
        const stderrDecoder = new StringDecoder('utf8');
        const originalStdoutListener = (_a = options === null || options === void 0 ? void 0 : options.listeners) === null || _a === void 0 ? void 0 : _a.stdout;
        const originalStdErrListener = (_b = options === null || options === void 0 ? void 0 : options.listeners) === null || _b === void 0 ? void 0 : _b.stderr;
        const stdErrListener = (data) => {
            stderr += stderrDecoder.write(data);
            if (originalStdErrListener) {
                originalStdErrListener(data);
            }
        };
        const stdOutListener = (data) => {
            stdout += stdoutDecoder.write(data);
            if (originalStdoutListener) {
                originalStdoutListener(data);
            }
        };
        const listeners = Object.assign(Object.assign({}, options === null || options === void 0 ? void 0 : options.listeners), { stdout: stdOutListener, stderr: stdErrListener });
        const exitCode = yield exec_exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
        //flush any remaining characters
        stdout += stdoutDecoder.end();
        stderr += stderrDecoder.end();
        return {
            exitCode,
            stdout,
            stderr
        };
    });
}
//# sourceMappingURL=exec.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/platform.js
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
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/core.js
var core_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};






/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function core_setSecret(secret) {
    command_issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
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
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
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
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
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
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
    }
    process.stdout.write(external_os_.EOL);
    command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function core_debug(message) {
    command_issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    command_issueCommand('error', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    command_issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
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
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return core_awaiter(this, void 0, void 0, function* () {
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./src/shared/github/untrusted.ts

/** A string read from something GitHub sent: '' when it is missing or of another type. */
function textOf(value) {
    return typeof value === 'string' ? value : '';
}
/**
 * The run's event payload (the file GITHUB_EVENT_PATH names), typed `P`, an Untrusted shape (every
 * field optional): any JSON object will do, and no file, or one that is not an object, is `{}`.
 */
function readEventPayload(path) {
    if (path === undefined || path === '')
        return {};
    try {
        const parsed = JSON.parse((0,external_node_fs_namespaceObject.readFileSync)(path, 'utf8'));
        return (typeof parsed === 'object' && parsed !== null ? parsed : {});
    }
    catch {
        return {};
    }
}

;// CONCATENATED MODULE: ./src/deploy/deploy-context.ts

/** The events whose payload is a pull request's (pull_request_target carries the same). */
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
/** The pull request of a pull request event; undefined for any other event, or without one. */
function pullRequestOf(eventName, payload, repository) {
    if (!PULL_REQUEST_EVENTS.includes(eventName))
        return undefined;
    const pull = payload.pull_request;
    const number = pull?.number;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0)
        return undefined;
    const headRepository = textOf(pull?.head?.repo?.full_name);
    return {
        number,
        headRef: textOf(pull?.head?.ref),
        // GitHub names repositories case-insensitively.
        fromFork: headRepository !== '' && headRepository.toLowerCase() !== repository.toLowerCase(),
    };
}
function readDeployContext(env) {
    const repository = env.GITHUB_REPOSITORY ?? '';
    const [owner = '', repo = ''] = repository.split('/');
    const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
    const runId = env.GITHUB_RUN_ID ?? '';
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    return {
        eventName,
        owner,
        repo,
        apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
        runUrl: runId === '' ? '' : `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
        refName: env.GITHUB_REF_NAME ?? '',
        pullRequest: pullRequestOf(eventName, readEventPayload(env.GITHUB_EVENT_PATH), repository),
    };
}

;// CONCATENATED MODULE: ./src/shared/inputs.ts

/** Base URL of the service, for both actions' `api-url`. */
const DEFAULT_API_URL = 'https://api.mintlify.com';
/** A bad input: the message names the input and quotes the value, and no request is sent. */
class InputError extends Error {
    name = 'InputError';
}
/** Quotes a user's value for an error message, shortened so a 1 MB value stays readable. */
function quote(value) {
    const limit = 80;
    if (value.length <= limit)
        return JSON.stringify(value);
    return `${JSON.stringify(value.slice(0, limit))}\u2026 (${value.length} characters)`;
}
/** The raw value, untrimmed, so that a whitespace-only value can be told from an empty one. */
function rawInput(name) {
    return getInput(name, { trimWhitespace: false });
}
/**
 * The items of a list input: one a line, or separated by `separators` too (commas by default),
 * each trimmed, empty ones dropped.
 */
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
/** An identifier that goes into a URL path: no whitespace or control characters. */
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
/** A plain decimal (`5`, `2.5`, `.5`); NaN for anything else: no hex, no exponent, no Infinity. */
function parseDecimal(value) {
    return /^(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
}
/** A whole number from `min` to `max`, digits only (no sign, point or exponent). */
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
/** A decimal number greater than `min` and at most `max` (or 0 itself, with `orZero`). */
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
/** Any token or key: masked before anything else is done with it, and never quoted in an error. */
function readSecret(name) {
    const value = rawInput(name).trim();
    if (value === '')
        return '';
    core_setSecret(value);
    if (/[\s\p{Cc}]/u.test(value)) {
        throw new InputError(`Input '${name}' contains whitespace or control characters; the secret must hold the value alone.`);
    }
    return value;
}
/**
 * The API key; '' only when `optional` (a run that may turn out not to need it, such as a pull
 * request from a fork, decides later).
 */
function readApiKey(name = 'api-key', { optional = false } = {}) {
    const value = readSecret(name);
    if (value === '') {
        if (optional)
            return '';
        throw missingApiKey(name);
    }
    if (!value.startsWith('mint_')) {
        warning(`Input '${name}' does not start with 'mint_' as admin API keys do; the service may reject it.`);
    }
    return value;
}
/** An http(s) base URL, returned without a trailing slash so paths can be appended. */
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
        warning(`Input '${name}' uses plain http, so the API key crosses the network unencrypted; use https.`);
    }
    return url.href.replace(/\/+$/, '');
}
/** One of a fixed set of words, compared case-insensitively. */
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

;// CONCATENATED MODULE: ./src/deploy/deploy-inputs.ts


const OPERATIONS = ['update', 'preview', 'automation'];
/** `timeout-minutes`: a job on GitHub's runners lasts at most 6 hours. */
const DEFAULT_TIMEOUT_MINUTES = 15;
const MAX_TIMEOUT_MINUTES = 360;
/** `poll-interval`: the agent's default, which the shared back-off eases out (../shared/polling.ts). */
const DEFAULT_POLL_INTERVAL_SECONDS = 5;
/**
 * A branch name as git allows it (`git check-ref-format --branch`): no whitespace, control
 * characters or any of ~^:?*[\, no `..` or `@{`, no part that starts with a dot or ends with
 * `.lock`, no leading `-` or `/`, no trailing `/` or `.`, no `//`.
 */
function isBranchName(name) {
    if (name === '' || name === '@' || name.length > 255)
        return false;
    if (/[\p{Cc}\s~^:?*[\\]|\.\.|@\{|\/\/|^[-/]|[/.]$/u.test(name))
        return false;
    return name.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock'));
}
function checkedBranch(value, origin) {
    if (!isBranchName(value)) {
        throw new InputError(`Input 'branch' must be a branch name (no spaces, control characters or any of ~^:?*[\\, no '..')${origin}; got ${quote(value)}.`);
    }
    return value;
}
/**
 * `branch` for a preview: as given; else the pull request's head branch on a pull request event;
 * else the ref that set the run off (GITHUB_REF_NAME). A pull request from a fork has its branch
 * in another repository, which the service does not deploy: refused unless a branch is given.
 */
function previewBranch(given, context) {
    if (given !== '')
        return checkedBranch(given, '');
    const pull = context.pullRequest;
    if (pull?.fromFork === true) {
        throw new InputError(`Input 'branch' is empty, and pull request #${pull.number} comes from a fork: its branch ${quote(pull.headRef)} is not in this repository, so it cannot be previewed. Skip forks with an if: (github.event.pull_request.head.repo.full_name == github.repository), or set branch.`);
    }
    const fallback = pull !== undefined ? pull.headRef : context.refName;
    if (fallback === '') {
        throw new InputError(`Input 'branch' is empty, and this run has no branch to preview: ${pull !== undefined ? `the event's pull request #${pull.number} names no head branch` : `outside a pull request event the branch is GITHUB_REF_NAME, which is ${quote(context.refName)}`}. Set branch, e.g. \`branch: docs/quickstart\`.`);
    }
    const origin = pull !== undefined ? ` (the head branch of #${pull.number})` : ' (GITHUB_REF_NAME, the default)';
    return checkedBranch(fallback, origin);
}
/** An input that only one operation reads: refused elsewhere, since it would be ignored. */
function onlyFor(name, only, operation) {
    const value = rawInput(name).trim();
    if (value !== '' && operation !== only) {
        throw new InputError(`Input '${name}' applies only to operation ${only}, not ${operation}; got ${quote(value)}.`);
    }
    return value;
}
function readAutomation(operation) {
    const value = onlyFor('automation', 'automation', operation);
    if (operation !== 'automation')
        return '';
    if (value === '') {
        throw new InputError(`Input 'automation' is required when 'operation' is "automation", and was empty: give the id of a scheduled automation, shown in its settings in the dashboard.`);
    }
    return readIdentifier('automation', value);
}
/** Reads every input before any request is made, so a bad one costs nothing. */
function getDeployInputs(context) {
    const apiKey = readApiKey();
    const githubToken = readSecret('github-token');
    const projectId = readIdentifier('project-id', readRequired('project-id', 'Copy it from the API keys page of your dashboard.'));
    const apiUrl = readBaseUrl('api-url', DEFAULT_API_URL);
    const operation = readChoice('operation', OPERATIONS, 'update');
    const givenBranch = onlyFor('branch', 'preview', operation);
    const inputs = {
        apiKey,
        projectId,
        apiUrl,
        operation,
        branch: operation === 'preview' ? previewBranch(givenBranch, context) : '',
        automation: readAutomation(operation),
        wait: readBoolean('wait', true),
        timeoutMs: readNumber('timeout-minutes', DEFAULT_TIMEOUT_MINUTES, {
            min: 0,
            max: MAX_TIMEOUT_MINUTES,
            unit: 'minutes',
        }) * 60_000,
        pollIntervalMs: readNumber('poll-interval', DEFAULT_POLL_INTERVAL_SECONDS, {
            min: 0,
            max: 3600,
            unit: 'seconds',
        }) * 1000,
        comment: readBoolean('comment', true),
        githubToken,
        requestTimeoutMs: readRequestTimeout(),
    };
    core_debug(`Deploy inputs: project ${projectId}, operation ${operation}, branch ${inputs.branch || '(none)'}, ` +
        `automation ${inputs.automation || '(none)'}, wait ${inputs.wait}, timeout ${inputs.timeoutMs} ms, ` +
        `poll-interval ${inputs.pollIntervalMs} ms, comment ${inputs.comment}, api-url ${apiUrl}, ` +
        `${REQUEST_TIMEOUT_VARIABLE} ${inputs.requestTimeoutMs} ms`);
    return inputs;
}

;// CONCATENATED MODULE: ./src/shared/http/errors.ts
/** A request to the service that failed for good; the message is meant for the user. */
class ApiError extends Error {
    name = 'ApiError';
    /** The HTTP status, when the service answered at all. */
    status;
    /** The same request later might succeed (rate limit, outage, network). */
    transient;
    /** No answer arrived, but the service may have acted on the request (for example created a job). */
    mayHaveActed;
    /** How long the service asked to wait (Retry-After), when it did. */
    retryAfterMs;
    constructor(message, options = {}) {
        super(message);
        this.status = options.status;
        this.transient = options.transient ?? false;
        this.mayHaveActed = options.mayHaveActed ?? false;
        this.retryAfterMs = options.retryAfterMs;
    }
}
/** Removes secrets (as sent, and URL-encoded) from text that came from the other side. */
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
/** Error messages for the docs platform's API. */
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

;// CONCATENATED MODULE: ./src/shared/polling.ts

/**
 * Waiting for something the service works on (an agent job, a deployment) to end: one poll after
 * another, the interval easing off, until a terminal status or the deadline. Shared by both
 * kinds of wait: neither API documents a polling interval, so both use the agent jobs' back-off.
 */
/** The interval never grows past 30 s, or past the chosen interval when that is longer. */
const MAX_POLL_INTERVAL_MS = 30_000;
/** Most jobs end within minutes: until then polls stay frequent (at most twice the interval). */
const BRISK_PHASE_MS = 300_000;
/** Growth per poll: quick to twice the interval at the start, gentle after the brisk phase. */
const EARLY_GROWTH = 1.5;
const LATE_GROWTH = 1.1;
/** Consecutive polls that may fail transiently (after the client's own retries) before giving up. */
const MAX_FAILED_POLLS = 3;
/**
 * The wait after a poll, given the last wait and the time spent waiting. With the default 5 s:
 * 5, 7.5, then every 10 s for five minutes (as often as a hand-written 10 s loop, without its
 * wasted first request), then 11, 12.1, \u2026 up to 30 s, so a 30-minute wait costs about 90 polls
 * rather than 360. Measured in bench/RESULTS.md.
 */
function nextInterval(previousMs, elapsedMs, baseMs) {
    const cap = Math.max(MAX_POLL_INTERVAL_MS, baseMs);
    if (elapsedMs < BRISK_PHASE_MS)
        return Math.min(2 * baseMs, previousMs * EARLY_GROWTH, cap);
    return Math.min(cap, previousMs * LATE_GROWTH);
}
/**
 * Polls until the first terminal status or the deadline. A transient failure that outlasts the
 * client's retries is tolerated a few times in a row: a brief outage must not abandon a long job.
 */
async function pollUntilDone(getJob, options) {
    const { clock, deadline } = options;
    const started = clock.now();
    const unknown = new Set();
    let job = options.initial;
    let status = job?.status ?? null;
    let polls = 0;
    let failures = 0;
    let interval = options.intervalMs;
    let pollNow = options.immediate;
    /** A wait the service asked for (a Retry-After too long for the client to sit through). */
    let asked = 0;
    for (;;) {
        if (!pollNow) {
            const remaining = deadline - clock.now();
            if (remaining <= 0)
                return { job, timedOut: true, polls };
            await clock.sleep(Math.min(Math.max(interval, asked), remaining));
            asked = 0;
            interval = nextInterval(interval, clock.now() - started, options.intervalMs);
        }
        pollNow = false;
        polls++;
        try {
            job = await getJob();
            failures = 0;
        }
        catch (error) {
            if (!(error instanceof ApiError) || !error.transient)
                throw error;
            // A last poll at the deadline that fails is a timeout, not an error.
            if (clock.now() >= deadline)
                return { job, timedOut: true, polls };
            if (error.retryAfterMs !== undefined) {
                // Rate limited: waiting as asked is not a failure of the service.
                asked = error.retryAfterMs;
            }
            else if (++failures >= MAX_FAILED_POLLS) {
                throw error;
            }
            options.onPollError?.(error);
            continue;
        }
        if (job.status !== status) {
            await options.onStatus?.(job, status);
            status = job.status;
        }
        else {
            await options.onUnchanged?.(job);
        }
        if (options.isTerminal(job.status))
            return { job, timedOut: false, polls };
        if (job.status !== null && !options.isKnown(job.status) && !unknown.has(job.status)) {
            unknown.add(job.status);
            options.onUnknownStatus?.(job.status);
        }
        if (clock.now() >= deadline)
            return { job, timedOut: true, polls };
    }
}

;// CONCATENATED MODULE: ./node_modules/valibot/dist/index.mjs
//#region src/storages/globalConfig/globalConfig.ts
let store$4;
const DEFAULT_CONFIG = {
	lang: void 0,
	message: void 0,
	abortEarly: void 0,
	abortPipeEarly: void 0
};
/**
* Sets the global configuration.
*
* @param config The configuration.
*/
function setGlobalConfig(config$1) {
	store$4 = {
		...store$4,
		...config$1
	};
}
/**
* Returns the global configuration.
*
* @param config The config to merge.
*
* @returns The configuration.
*/
/* @__NO_SIDE_EFFECTS__ */
function getGlobalConfig(config$1) {
	if (!config$1 && !store$4) return DEFAULT_CONFIG;
	return {
		lang: config$1?.lang ?? store$4?.lang,
		message: config$1?.message,
		abortEarly: config$1?.abortEarly ?? store$4?.abortEarly,
		abortPipeEarly: config$1?.abortPipeEarly ?? store$4?.abortPipeEarly
	};
}
/**
* Deletes the global configuration.
*/
function deleteGlobalConfig() {
	store$4 = void 0;
}

//#endregion
//#region src/storages/globalMessage/globalMessage.ts
let store$3;
/**
* Sets a global error message.
*
* @param message The error message.
* @param lang The language of the message.
*/
function setGlobalMessage(message$1, lang) {
	if (!store$3) store$3 = /* @__PURE__ */ new Map();
	store$3.set(lang, message$1);
}
/**
* Returns a global error message.
*
* @param lang The language of the message.
*
* @returns The error message.
*/
/* @__NO_SIDE_EFFECTS__ */
function getGlobalMessage(lang) {
	return store$3?.get(lang);
}
/**
* Deletes a global error message.
*
* @param lang The language of the message.
*/
function deleteGlobalMessage(lang) {
	store$3?.delete(lang);
}

//#endregion
//#region src/storages/schemaMessage/schemaMessage.ts
let store$2;
/**
* Sets a schema error message.
*
* @param message The error message.
* @param lang The language of the message.
*/
function setSchemaMessage(message$1, lang) {
	if (!store$2) store$2 = /* @__PURE__ */ new Map();
	store$2.set(lang, message$1);
}
/**
* Returns a schema error message.
*
* @param lang The language of the message.
*
* @returns The error message.
*/
/* @__NO_SIDE_EFFECTS__ */
function getSchemaMessage(lang) {
	return store$2?.get(lang);
}
/**
* Deletes a schema error message.
*
* @param lang The language of the message.
*/
function deleteSchemaMessage(lang) {
	store$2?.delete(lang);
}

//#endregion
//#region src/storages/specificMessage/specificMessage.ts
let store$1;
/**
* Sets a specific error message.
*
* @param reference The identifier reference.
* @param message The error message.
* @param lang The language of the message.
*/
function setSpecificMessage(reference, message$1, lang) {
	if (!store$1) store$1 = /* @__PURE__ */ new Map();
	if (!store$1.get(reference)) store$1.set(reference, /* @__PURE__ */ new Map());
	store$1.get(reference).set(lang, message$1);
}
/**
* Returns a specific error message.
*
* @param reference The identifier reference.
* @param lang The language of the message.
*
* @returns The error message.
*/
/* @__NO_SIDE_EFFECTS__ */
function getSpecificMessage(reference, lang) {
	return store$1?.get(reference)?.get(lang);
}
/**
* Deletes a specific error message.
*
* @param reference The identifier reference.
* @param lang The language of the message.
*/
function deleteSpecificMessage(reference, lang) {
	store$1?.get(reference)?.delete(lang);
}

//#endregion
//#region src/utils/_stringify/_stringify.ts
/**
* Stringifies an unknown input to a literal or type string.
*
* @param input The unknown input.
*
* @returns A literal or type string.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _stringify(input) {
	const type = typeof input;
	if (type === "string") return `"${input}"`;
	if (type === "number" || type === "bigint" || type === "boolean") return `${input}`;
	if (type === "object" || type === "function") return (input && Object.getPrototypeOf(input)?.constructor?.name) ?? "null";
	return type;
}

//#endregion
//#region src/utils/_addIssue/_addIssue.ts
/**
* Adds an issue to the dataset.
*
* @param context The issue context.
* @param label The issue label.
* @param dataset The input dataset.
* @param config The configuration.
* @param other The optional props.
*
* @internal
*/
function _addIssue(context, label, dataset, config$1, other) {
	const input = other && "input" in other ? other.input : dataset.value;
	const expected = other?.expected ?? context.expects ?? null;
	const received = other?.received ?? /* @__PURE__ */ _stringify(input);
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
	const isSchema = context.kind === "schema";
	const message$1 = other?.message ?? context.message ?? /* @__PURE__ */ getSpecificMessage(context.reference, issue.lang) ?? (isSchema ? /* @__PURE__ */ getSchemaMessage(issue.lang) : null) ?? config$1.message ?? /* @__PURE__ */ getGlobalMessage(issue.lang);
	if (message$1 !== void 0) issue.message = typeof message$1 === "function" ? message$1(issue) : message$1;
	if (isSchema) dataset.typed = false;
	if (dataset.issues) dataset.issues.push(issue);
	else dataset.issues = [issue];
}

//#endregion
//#region src/utils/_cloneDataset/_cloneDataset.ts
/**
* Creates a shallow copy of a dataset.
*
* Hint: The `value` is copied by reference, but the `issues` array, its issues
* and their `path` arrays are cloned to avoid reusing mutable dataset state
* across multiple runs. Mutating a returned object or array value can
* therefore affect later cache hits that reuse the same cached output.
*
* @param dataset The output dataset.
*
* @returns The copied output dataset.
*/
/* @__NO_SIDE_EFFECTS__ */
function _cloneDataset(dataset) {
	return {
		typed: dataset.typed,
		value: dataset.value,
		issues: dataset.issues?.map((issue) => ({
			...issue,
			path: issue.path && [...issue.path]
		}))
	};
}

//#endregion
//#region src/utils/_formatCase/_formatCase.ts
/**
* Splits a string into lowercase words and rejoins them with the given
* separator and capitalization rules.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries. Whether the first or subsequent words are
* capitalized is controlled by `capFirst` and `capRest`.
*
* Hint: Implemented in a single pass that emits directly to the result
* string to avoid an intermediate `string[]` allocation. ASCII chars are
* classified via char codes to skip `.toLowerCase()` and `.toUpperCase()`
* method calls in the common case.
*
* Hint: Digits are treated as a separate character class, so `item2Name`
* yields `item2` and `name` rather than `item`, `2` and `name`.
*
* @param input The input string.
* @param separator The string inserted between words.
* @param capFirst Whether to capitalize the first word.
* @param capRest Whether to capitalize subsequent words.
*
* @returns The formatted string.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _formatCase(input, separator, capFirst, capRest) {
	let result = "";
	let firstWord = true;
	let start = 0;
	let prev = 0;
	let prevPrev = 0;
	const flush = (end) => {
		if (end > start) {
			let word = input.slice(start, end).toLowerCase();
			if (firstWord ? capFirst : capRest) {
				const firstCode = word.charCodeAt(0);
				if (firstCode >= 97 && firstCode <= 122) word = String.fromCharCode(firstCode - 32) + word.slice(1);
				else {
					const charLen = firstCode >= 55296 && firstCode <= 56319 ? 2 : 1;
					word = word.slice(0, charLen).toUpperCase() + word.slice(charLen);
				}
			}
			result += firstWord ? word : separator + word;
			firstWord = false;
		}
	};
	for (let index = 0; index < input.length; index++) {
		const code = input.charCodeAt(index);
		let type;
		if (code === 32 || code === 9 || code === 10 || code === 11 || code === 12 || code === 13 || code === 45 || code === 95) {
			flush(index);
			start = index + 1;
			type = 0;
		} else if (code < 128) type = code >= 65 && code <= 90 ? 1 : code >= 97 && code <= 122 ? 2 : 3;
		else {
			const char = input[index];
			const charLower = char.toLowerCase();
			type = charLower === char.toUpperCase() ? 3 : char === charLower ? 2 : 1;
		}
		if (type === 1 && (prev === 2 || prev === 3) && index > start) {
			flush(index);
			start = index;
		} else if (type === 2 && prev === 1 && prevPrev === 1 && index - 1 > start) {
			flush(index - 1);
			start = index - 1;
		}
		prevPrev = prev;
		prev = type;
	}
	flush(input.length);
	return result;
}

//#endregion
//#region src/utils/_getByteCount/_getByteCount.ts
let textEncoder;
/**
* Returns the byte count of the input.
*
* @param input The input to be measured.
*
* @returns The byte count.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getByteCount(input) {
	if (!textEncoder) textEncoder = new TextEncoder();
	return textEncoder.encode(input).length;
}

//#endregion
//#region src/utils/_getCodePointCount/_getCodePointCount.ts
/**
* Returns the code point count of the input.
*
* @param input The input to be measured.
*
* @returns The code point count.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getCodePointCount(input) {
	let count = input.length;
	const lengthMinus1 = input.length - 1;
	for (let i = 0; i < lengthMinus1;) if (input.codePointAt(i) <= 65535) i++;
	else {
		i += 2;
		count--;
	}
	return count;
}

//#endregion
//#region src/utils/_getGraphemeCount/_getGraphemeCount.ts
let segmenter;
/**
* Returns the grapheme count of the input.
*
* @param input The input to be measured.
*
* @returns The grapheme count.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getGraphemeCount(input) {
	if (!segmenter) segmenter = new Intl.Segmenter();
	const segments = segmenter.segment(input);
	let count = 0;
	for (const _ of segments) count++;
	return count;
}

//#endregion
//#region src/utils/_getLastMetadata/_getLastMetadata.ts
/**
* Returns the last top-level value of a given metadata type from a schema
* using a breadth-first search that starts with the last item in the pipeline.
*
* @param schema The schema to search.
* @param type The metadata type.
*
* @returns The value, if any.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getLastMetadata(schema, type) {
	if ("pipe" in schema) {
		const nestedSchemas = [];
		for (let index = schema.pipe.length - 1; index >= 0; index--) {
			const item = schema.pipe[index];
			if (item.kind === "schema" && "pipe" in item) nestedSchemas.push(item);
			else if (item.kind === "metadata" && item.type === type) return item[type];
		}
		for (const nestedSchema of nestedSchemas) {
			const result = /* @__PURE__ */ _getLastMetadata(nestedSchema, type);
			if (result !== void 0) return result;
		}
	}
}

//#endregion
//#region src/utils/_getWordCount/_getWordCount.ts
let store;
/**
* Returns the word count of the input.
*
* @param locales The locales to be used.
* @param input The input to be measured.
*
* @returns The word count.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getWordCount(locales, input) {
	if (!store) store = /* @__PURE__ */ new Map();
	const key = String(locales);
	let segmenter$1 = store.get(key);
	if (!segmenter$1) {
		segmenter$1 = new Intl.Segmenter(locales, { granularity: "word" });
		store.set(key, segmenter$1);
	}
	const segments = segmenter$1.segment(input);
	let count = 0;
	for (const segment of segments) if (segment.isWordLike) count++;
	return count;
}

//#endregion
//#region src/utils/_isLuhnAlgo/_isLuhnAlgo.ts
/**
* Non-digit regex.
*/
const NON_DIGIT_REGEX = /\D/gu;
/**
* Checks whether a string with numbers corresponds to the luhn algorithm.
*
* @param input The input to be checked.
*
* @returns Whether input is valid.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isLuhnAlgo(input) {
	const number$1 = input.replace(NON_DIGIT_REGEX, "");
	let length$1 = number$1.length;
	let bit = 1;
	let sum = 0;
	while (length$1) {
		const value$1 = +number$1[--length$1];
		bit ^= 1;
		sum += bit ? [
			0,
			2,
			4,
			6,
			8,
			1,
			3,
			5,
			7,
			9
		][value$1] : value$1;
	}
	return sum % 10 === 0;
}

//#endregion
//#region src/utils/_isSameValueZero/_isSameValueZero.ts
/**
* Compares two values using the SameValueZero algorithm, which treats `NaN`
* as equal to itself unlike `===`.
*
* @param value1 The first value.
* @param value2 The second value.
*
* @returns Whether the values are equal.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isSameValueZero(value1, value2) {
	return value1 === value2 || Number.isNaN(value1) && Number.isNaN(value2);
}

//#endregion
//#region src/utils/_isValidObjectKey/_isValidObjectKey.ts
/**
* Disallows inherited object properties and prevents object prototype
* pollution by disallowing certain keys.
*
* @param object The object to check.
* @param key The key to check.
*
* @returns Whether the key is allowed.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isValidObjectKey(object$1, key) {
	return Object.prototype.hasOwnProperty.call(object$1, key) && key !== "__proto__" && key !== "prototype" && key !== "constructor";
}

//#endregion
//#region src/utils/_isValueMatch/_isValueMatch.ts
/**
* Checks whether a value matches a value action requirement.
*
* @param requirement The value action requirement.
* @param value The value to check.
*
* @returns Whether the value matches the requirement.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isValueMatch(requirement, value$1) {
	return Number.isNaN(requirement) && Number.isNaN(value$1) || requirement <= value$1 && requirement >= value$1;
}

//#endregion
//#region src/utils/_joinExpects/_joinExpects.ts
/**
* Joins multiple `expects` values with the given separator.
*
* @param values The `expects` values.
* @param separator The separator.
*
* @returns The joined `expects` property.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _joinExpects(values$1, separator) {
	const list = [...new Set(values$1)];
	if (list.length > 1) return `(${list.join(` ${separator} `)})`;
	return list[0] ?? "never";
}

//#endregion
//#region src/utils/_standardSchema/_standardSchema.ts
/**
* Eagerly creates and attaches the Standard Schema properties of a schema.
*
* Hint: The contextual `this` type includes the standard properties that are
* attached before the schema is returned.
*
* @param schema The schema to attach standard properties to.
*
* @returns The schema with standard properties attached.
*
* @internal
*/
function _standardSchema(schema) {
	schema["~standard"] = {
		version: 1,
		vendor: "valibot",
		validate: (value$1) => schema["~run"]({ value: value$1 }, /* @__PURE__ */ getGlobalConfig())
	};
	return schema;
}

//#endregion
//#region src/utils/entriesFromList/entriesFromList.ts
/**
* Creates an object entries definition from a list of keys and a schema.
*
* @param list A list of keys.
* @param schema The schema of the keys.
*
* @returns The object entries.
*/
/* @__NO_SIDE_EFFECTS__ */
function entriesFromList(list, schema) {
	const entries$1 = {};
	for (const key of list) entries$1[key] = schema;
	return entries$1;
}

//#endregion
//#region src/utils/entriesFromObjects/entriesFromObjects.ts
/* @__NO_SIDE_EFFECTS__ */
function entriesFromObjects(schemas) {
	const entries$1 = {};
	for (const schema of schemas) Object.assign(entries$1, schema.entries);
	return entries$1;
}

//#endregion
//#region src/utils/getDotPath/getDotPath.ts
/* @__NO_SIDE_EFFECTS__ */
function getDotPath(issue) {
	if (issue.path) {
		let key = "";
		for (const item of issue.path) if (typeof item.key === "string" || typeof item.key === "number") if (key) key += `.${item.key}`;
		else key += item.key;
		else return null;
		return key;
	}
	return null;
}

//#endregion
//#region src/utils/isOfKind/isOfKind.ts
/**
* A generic type guard to check the kind of an object.
*
* @param kind The kind to check for.
* @param object The object to check.
*
* @returns Whether it matches.
*/
/* @__NO_SIDE_EFFECTS__ */
function isOfKind(kind, object$1) {
	return object$1.kind === kind;
}

//#endregion
//#region src/utils/isOfType/isOfType.ts
/**
* A generic type guard to check the type of an object.
*
* @param type The type to check for.
* @param object The object to check.
*
* @returns Whether it matches.
*/
/* @__NO_SIDE_EFFECTS__ */
function isOfType(type, object$1) {
	return object$1.type === type;
}

//#endregion
//#region src/utils/ValiError/ValiError.ts
/**
* A Valibot error with useful information.
*/
var ValiError = class extends Error {
	/**
	* Creates a Valibot error with useful information.
	*
	* @param issues The error issues.
	*/
	constructor(issues) {
		super(issues[0].message);
		this.name = "ValiError";
		this.issues = issues;
	}
};

//#endregion
//#region src/utils/isValiError/isValiError.ts
/**
* A type guard to check if an error is a ValiError.
*
* @param error The error to check.
*
* @returns Whether its a ValiError.
*/
/* @__NO_SIDE_EFFECTS__ */
function isValiError(error) {
	return error instanceof ValiError;
}

//#endregion
//#region src/actions/args/args.ts
/* @__NO_SIDE_EFFECTS__ */
function args(schema) {
	return {
		kind: "transformation",
		type: "args",
		reference: args,
		async: false,
		schema,
		"~run"(dataset, config$1) {
			const func = dataset.value;
			dataset.value = (...args_) => {
				const argsDataset = this.schema["~run"]({ value: args_ }, config$1);
				if (argsDataset.issues) throw new ValiError(argsDataset.issues);
				return func(...argsDataset.value);
			};
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/args/argsAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function argsAsync(schema) {
	return {
		kind: "transformation",
		type: "args",
		reference: argsAsync,
		async: false,
		schema,
		"~run"(dataset, config$1) {
			const func = dataset.value;
			dataset.value = async (...args$1) => {
				const argsDataset = await schema["~run"]({ value: args$1 }, config$1);
				if (argsDataset.issues) throw new ValiError(argsDataset.issues);
				return func(...argsDataset.value);
			};
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/await/awaitAsync.ts
/**
* Creates an await transformation action.
*
* @returns An await action.
*/
/* @__NO_SIDE_EFFECTS__ */
function awaitAsync() {
	return {
		kind: "transformation",
		type: "await",
		reference: awaitAsync,
		async: true,
		async "~run"(dataset) {
			dataset.value = await dataset.value;
			return dataset;
		}
	};
}

//#endregion
//#region src/regex.ts
/**
* [Base64](https://en.wikipedia.org/wiki/Base64) regex.
*/
const BASE64_REGEX = /^(?:[\da-z+/]{4})*(?:[\da-z+/]{2}==|[\da-z+/]{3}=)?$/iu;
/**
* [BIC](https://en.wikipedia.org/wiki/ISO_9362) regex.
*/
const BIC_REGEX = /^[A-Z]{6}(?!00)[\dA-Z]{2}(?:[\dA-Z]{3})?$/u;
/**
* [Cuid2](https://github.com/paralleldrive/cuid2) regex.
*/
const CUID2_REGEX = /^[a-z][\da-z]*$/u;
/**
* [Decimal](https://en.wikipedia.org/wiki/Decimal) regex.
*/
const DECIMAL_REGEX = /^[+-]?(?:\d*\.)?\d+$/u;
/**
* [Digits](https://en.wikipedia.org/wiki/Numerical_digit) regex.
*/
const DIGITS_REGEX = /^\d+$/u;
/**
* [Domain name](https://en.wikipedia.org/wiki/Domain_name) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
* ASCII-only validation. Internationalized domain names (IDNs) are not
* supported, including Punycode-encoded labels.
*/
const DOMAIN_REGEX = /^(?=.{1,253}$)(?:(?![Xx][Nn]--)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/u;
/**
* [Email address](https://en.wikipedia.org/wiki/Email_address) regex.
*
* Hint: We decided against the `i` flag to avoid matching non-ASCII characters.
*/
const EMAIL_REGEX = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;
/**
* Emoji regex from [emoji-regex-xs](https://github.com/slevithan/emoji-regex-xs) v1.0.0 (MIT license).
*
* Hint: We decided against the newer `/^\p{RGI_Emoji}+$/v` regex because it is
* not supported in older runtimes and does not match all emoji.
*/
const EMOJI_REGEX = /^(?:[\u{1F1E6}-\u{1F1FF}]{2}|\u{1F3F4}[\u{E0061}-\u{E007A}]{2}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,3}\u{E007F}|(?:\p{Emoji}\uFE0F\u20E3?|\p{Emoji_Modifier_Base}\p{Emoji_Modifier}?|(?![\p{Emoji_Modifier_Base}\u{1F1E6}-\u{1F1FF}])\p{Emoji_Presentation})(?:\u200D(?:\p{Emoji}\uFE0F\u20E3?|\p{Emoji_Modifier_Base}\p{Emoji_Modifier}?|(?![\p{Emoji_Modifier_Base}\u{1F1E6}-\u{1F1FF}])\p{Emoji_Presentation}))*)+$/u;
/**
* [Hexadecimal](https://en.wikipedia.org/wiki/Hexadecimal) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const HEXADECIMAL_REGEX = /^(?:0[hx])?[\da-fA-F]+$/u;
/**
* [Hex color](https://en.wikipedia.org/wiki/Web_colors#Hex_triplet) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const HEX_COLOR_REGEX = /^#(?:[\da-fA-F]{3,4}|[\da-fA-F]{6}|[\da-fA-F]{8})$/u;
/**
* [IMEI](https://en.wikipedia.org/wiki/International_Mobile_Equipment_Identity) regex.
*/
const IMEI_REGEX = /^\d{15}$|^\d{2}-\d{6}-\d{6}-\d$/u;
/**
* [IPv4](https://en.wikipedia.org/wiki/IPv4) regex.
*/
const IPV4_REGEX = /^(?:(?:[1-9]|1\d|2[0-4])?\d|25[0-5])(?:\.(?:(?:[1-9]|1\d|2[0-4])?\d|25[0-5])){3}$/u;
/**
* [IPv6](https://en.wikipedia.org/wiki/IPv6) regex.
*/
const IPV6_REGEX = /^(?:(?:[\da-f]{1,4}:){7}[\da-f]{1,4}|(?:[\da-f]{1,4}:){1,7}:|(?:[\da-f]{1,4}:){1,6}:[\da-f]{1,4}|(?:[\da-f]{1,4}:){1,5}(?::[\da-f]{1,4}){1,2}|(?:[\da-f]{1,4}:){1,4}(?::[\da-f]{1,4}){1,3}|(?:[\da-f]{1,4}:){1,3}(?::[\da-f]{1,4}){1,4}|(?:[\da-f]{1,4}:){1,2}(?::[\da-f]{1,4}){1,5}|[\da-f]{1,4}:(?::[\da-f]{1,4}){1,6}|:(?:(?::[\da-f]{1,4}){1,7}|:)|fe80:(?::[\da-f]{0,4}){0,4}%[\da-z]+|::(?:f{4}(?::0{1,4})?:)?(?:(?:25[0-5]|(?:2[0-4]|1?\d)?\d)\.){3}(?:25[0-5]|(?:2[0-4]|1?\d)?\d)|(?:[\da-f]{1,4}:){1,4}:(?:(?:25[0-5]|(?:2[0-4]|1?\d)?\d)\.){3}(?:25[0-5]|(?:2[0-4]|1?\d)?\d))$/iu;
/**
* [IP](https://en.wikipedia.org/wiki/IP_address) regex.
*/
const IP_REGEX = /^(?:(?:[1-9]|1\d|2[0-4])?\d|25[0-5])(?:\.(?:(?:[1-9]|1\d|2[0-4])?\d|25[0-5])){3}$|^(?:(?:[\da-f]{1,4}:){7}[\da-f]{1,4}|(?:[\da-f]{1,4}:){1,7}:|(?:[\da-f]{1,4}:){1,6}:[\da-f]{1,4}|(?:[\da-f]{1,4}:){1,5}(?::[\da-f]{1,4}){1,2}|(?:[\da-f]{1,4}:){1,4}(?::[\da-f]{1,4}){1,3}|(?:[\da-f]{1,4}:){1,3}(?::[\da-f]{1,4}){1,4}|(?:[\da-f]{1,4}:){1,2}(?::[\da-f]{1,4}){1,5}|[\da-f]{1,4}:(?::[\da-f]{1,4}){1,6}|:(?:(?::[\da-f]{1,4}){1,7}|:)|fe80:(?::[\da-f]{0,4}){0,4}%[\da-z]+|::(?:f{4}(?::0{1,4})?:)?(?:(?:25[0-5]|(?:2[0-4]|1?\d)?\d)\.){3}(?:25[0-5]|(?:2[0-4]|1?\d)?\d)|(?:[\da-f]{1,4}:){1,4}:(?:(?:25[0-5]|(?:2[0-4]|1?\d)?\d)\.){3}(?:25[0-5]|(?:2[0-4]|1?\d)?\d))$/iu;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) date regex.
*/
const ISO_DATE_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) date-time regex.
*/
const ISO_DATE_TIME_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3]):[0-5]\d$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) date-time with seconds regex.
*/
const ISO_DATE_TIME_SECOND_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3])(?::[0-5]\d){2}$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) time regex.
*/
const ISO_TIME_REGEX = /^(?:0\d|1\d|2[0-3]):[0-5]\d$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) time with seconds regex.
*/
const ISO_TIME_SECOND_REGEX = /^(?:0\d|1\d|2[0-3])(?::[0-5]\d){2}$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) timestamp regex. Allows a
* space as a date/time separator and an optional space before the UTC offset.
*/
const ISO_TIMESTAMP_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3])(?::[0-5]\d){2}(?:\.\d{1,9})?(?:Z| ?[+-](?:0\d|1\d|2[0-3])(?::?[0-5]\d)?)$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) week regex.
*/
const ISO_WEEK_REGEX = /^\d{4}-W(?:0[1-9]|[1-4]\d|5[0-3])$/u;
/**
* [JWS compact serialization](https://datatracker.ietf.org/doc/html/rfc7515#section-3.1)
* regex.
*
* Hint: Empty payload and signature segments are allowed because the
* Base64URL-encoded representation of an empty octet sequence is an empty
* string.
*/
const JWS_COMPACT_REGEX = /^(?:[\w-]{2,3}|(?:[\w-]{4})+(?:[\w-]{2,3})?)\.(?:[\w-]{2,3}|(?:[\w-]{4})+(?:[\w-]{2,3})?)?\.(?:[\w-]{2,3}|(?:[\w-]{4})+(?:[\w-]{2,3})?)?$/u;
/**
* [ISRC](https://en.wikipedia.org/wiki/International_Standard_Recording_Code) regex.
*/
const ISRC_REGEX = /^(?:[A-Z]{2}[A-Z\d]{3}\d{7}|[A-Z]{2}-[A-Z\d]{3}-\d{2}-\d{5})$/u;
/**
* [KSUID](https://github.com/segmentio/ksuid) regex.
*/
const KSUID_REGEX = /^[a-zA-Z0-9]{27}$/u;
/**
* [MAC](https://en.wikipedia.org/wiki/MAC_address) 48 bit regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const MAC48_REGEX = /^(?:[\da-fA-F]{2}:){5}[\da-fA-F]{2}$|^(?:[\da-fA-F]{2}-){5}[\da-fA-F]{2}$|^(?:[\da-fA-F]{4}\.){2}[\da-fA-F]{4}$/u;
/**
* [MAC](https://en.wikipedia.org/wiki/MAC_address) 64 bit regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const MAC64_REGEX = /^(?:[\da-fA-F]{2}:){7}[\da-fA-F]{2}$|^(?:[\da-fA-F]{2}-){7}[\da-fA-F]{2}$|^(?:[\da-fA-F]{4}\.){3}[\da-fA-F]{4}$|^(?:[\da-fA-F]{4}:){3}[\da-fA-F]{4}$/u;
/**
* [MAC](https://en.wikipedia.org/wiki/MAC_address) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const MAC_REGEX = /^(?:[\da-fA-F]{2}:){5}[\da-fA-F]{2}$|^(?:[\da-fA-F]{2}-){5}[\da-fA-F]{2}$|^(?:[\da-fA-F]{4}\.){2}[\da-fA-F]{4}$|^(?:[\da-fA-F]{2}:){7}[\da-fA-F]{2}$|^(?:[\da-fA-F]{2}-){7}[\da-fA-F]{2}$|^(?:[\da-fA-F]{4}\.){3}[\da-fA-F]{4}$|^(?:[\da-fA-F]{4}:){3}[\da-fA-F]{4}$/u;
/**
* [Nano ID](https://github.com/ai/nanoid) regex.
*/
const NANO_ID_REGEX = /^[\w-]+$/u;
/**
* [Octal](https://en.wikipedia.org/wiki/Octal) regex.
*/
const OCTAL_REGEX = /^(?:0o)?[0-7]+$/u;
/**
* [RFC 5322 email address](https://datatracker.ietf.org/doc/html/rfc5322#section-3.4.1) regex.
*
* Hint: This regex was taken from the [HTML Living Standard Specification](https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address) and does not perfectly represent RFC 5322.
*/
const RFC_EMAIL_REGEX = /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/**
* [Slug](https://en.wikipedia.org/wiki/Clean_URL#Slug) regex.
*/
const SLUG_REGEX = /^[\da-z]+(?:[-_][\da-z]+)*$/u;
/**
* [ULID](https://github.com/ulid/spec) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
* Hint: The first character is restricted to `[0-7]` because the 48-bit
* timestamp cannot exceed 2^48-1, making the maximum valid ULID
* `7ZZZZZZZZZZZZZZZZZZZZZZZZZ` in Crockford's Base32 encoding.
*/
const ULID_REGEX = /^[0-7][\da-hjkmnp-tv-zA-HJKMNP-TV-Z]{25}$/u;
/**
* [UUID](https://en.wikipedia.org/wiki/Universally_unique_identifier) regex.
*/
const UUID_REGEX = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/iu;

//#endregion
//#region src/actions/base64/base64.ts
/* @__NO_SIDE_EFFECTS__ */
function base64(message$1) {
	return {
		kind: "validation",
		type: "base64",
		reference: base64,
		async: false,
		expects: null,
		requirement: BASE64_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "Base64", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/bic/bic.ts
/* @__NO_SIDE_EFFECTS__ */
function bic(message$1) {
	return {
		kind: "validation",
		type: "bic",
		reference: bic,
		async: false,
		expects: null,
		requirement: BIC_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "BIC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/brand/brand.ts
/**
* Creates a brand transformation action.
*
* @param name The brand name.
*
* @returns A brand action.
*/
/* @__NO_SIDE_EFFECTS__ */
function brand(name) {
	return {
		kind: "transformation",
		type: "brand",
		reference: brand,
		async: false,
		name,
		"~run"(dataset) {
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/bytes/bytes.ts
/* @__NO_SIDE_EFFECTS__ */
function bytes(requirement, message$1) {
	return {
		kind: "validation",
		type: "bytes",
		reference: bytes,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const length$1 = /* @__PURE__ */ _getByteCount(dataset.value);
				if (length$1 !== this.requirement) _addIssue(this, "bytes", dataset, config$1, { received: `${length$1}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/check/check.ts
/* @__NO_SIDE_EFFECTS__ */
function check(requirement, message$1) {
	return {
		kind: "validation",
		type: "check",
		reference: check,
		async: false,
		expects: null,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/check/checkAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function checkAsync(requirement, message$1) {
	return {
		kind: "validation",
		type: "check",
		reference: checkAsync,
		async: true,
		expects: null,
		requirement,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (dataset.typed && !await this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/checkItems/checkItems.ts
/* @__NO_SIDE_EFFECTS__ */
function checkItems(requirement, message$1) {
	return {
		kind: "validation",
		type: "check_items",
		reference: checkItems,
		async: false,
		expects: null,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) for (let index = 0; index < dataset.value.length; index++) {
				const item = dataset.value[index];
				if (!this.requirement(item, index, dataset.value)) _addIssue(this, "item", dataset, config$1, {
					input: item,
					path: [{
						type: "array",
						origin: "value",
						input: dataset.value,
						key: index,
						value: item
					}]
				});
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/checkItems/checkItemsAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function checkItemsAsync(requirement, message$1) {
	return {
		kind: "validation",
		type: "check_items",
		reference: checkItemsAsync,
		async: true,
		expects: null,
		requirement,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (dataset.typed) {
				const requirementResults = await Promise.all(dataset.value.map(this.requirement));
				for (let index = 0; index < dataset.value.length; index++) if (!requirementResults[index]) {
					const item = dataset.value[index];
					_addIssue(this, "item", dataset, config$1, {
						input: item,
						path: [{
							type: "array",
							origin: "value",
							input: dataset.value,
							key: index,
							value: item
						}]
					});
				}
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/codePoints/codePoints.ts
/* @__NO_SIDE_EFFECTS__ */
function codePoints(requirement, message$1) {
	return {
		kind: "validation",
		type: "code_points",
		reference: codePoints,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getCodePointCount(dataset.value);
				if (count !== this.requirement) _addIssue(this, "code points", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/creditCard/creditCard.ts
/**
* Credit card regex.
*/
const CREDIT_CARD_REGEX = /^(?:\d{13,19}|\d{4}(?: \d{3,6}){2,4}|\d{4}(?:-\d{3,6}){2,4})$/u;
/**
* Sanitize regex.
*/
const SANITIZE_REGEX = /[- ]/gu;
/**
* Provider regex list.
*/
const PROVIDER_REGEX_LIST = (/* unused pure expression or super */ null && ([
	/^3[47]\d{13}$/u,
	/^3(?:0[0-5]|[68]\d)\d{11,13}$/u,
	/^6(?:011|5\d{2})\d{12,15}$/u,
	/^(?:2131|1800|35\d{3})\d{11}$/u,
	/^(?:5[1-5]\d{2}|222\d|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/u,
	/^(?:6[27]\d{14,17}|81\d{14,17})$/u,
	/^4\d{12}(?:\d{3,6})?$/u
]));
/* @__NO_SIDE_EFFECTS__ */
function creditCard(message$1) {
	return {
		kind: "validation",
		type: "credit_card",
		reference: creditCard,
		async: false,
		expects: null,
		requirement(input) {
			let sanitized;
			return CREDIT_CARD_REGEX.test(input) && (sanitized = input.replace(SANITIZE_REGEX, "")) && PROVIDER_REGEX_LIST.some((regex$1) => regex$1.test(sanitized)) && /* @__PURE__ */ _isLuhnAlgo(sanitized);
		},
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "credit card", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/cuid2/cuid2.ts
/* @__NO_SIDE_EFFECTS__ */
function cuid2(message$1) {
	return {
		kind: "validation",
		type: "cuid2",
		reference: cuid2,
		async: false,
		expects: null,
		requirement: CUID2_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "Cuid2", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/decimal/decimal.ts
/* @__NO_SIDE_EFFECTS__ */
function decimal(message$1) {
	return {
		kind: "validation",
		type: "decimal",
		reference: decimal,
		async: false,
		expects: null,
		requirement: DECIMAL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "decimal", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/description/description.ts
/**
* Creates a description metadata action.
*
* @param description_ The description text.
*
* @returns A description action.
*/
/* @__NO_SIDE_EFFECTS__ */
function description(description_) {
	return {
		kind: "metadata",
		type: "description",
		reference: description,
		description: description_
	};
}

//#endregion
//#region src/actions/digits/digits.ts
/* @__NO_SIDE_EFFECTS__ */
function digits(message$1) {
	return {
		kind: "validation",
		type: "digits",
		reference: digits,
		async: false,
		expects: null,
		requirement: DIGITS_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "digits", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/domain/domain.ts
/* @__NO_SIDE_EFFECTS__ */
function domain(message$1) {
	return {
		kind: "validation",
		type: "domain",
		reference: domain,
		expects: null,
		async: false,
		requirement: DOMAIN_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "domain", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/email/email.ts
/* @__NO_SIDE_EFFECTS__ */
function email(message$1) {
	return {
		kind: "validation",
		type: "email",
		reference: email,
		expects: null,
		async: false,
		requirement: EMAIL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "email", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/emoji/emoji.ts
/* @__NO_SIDE_EFFECTS__ */
function emoji(message$1) {
	return {
		kind: "validation",
		type: "emoji",
		reference: emoji,
		async: false,
		expects: null,
		requirement: EMOJI_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "emoji", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/empty/empty.ts
/* @__NO_SIDE_EFFECTS__ */
function empty(message$1) {
	return {
		kind: "validation",
		type: "empty",
		reference: empty,
		async: false,
		expects: "0",
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length > 0) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/endsWith/endsWith.ts
/* @__NO_SIDE_EFFECTS__ */
function endsWith(requirement, message$1) {
	return {
		kind: "validation",
		type: "ends_with",
		reference: endsWith,
		async: false,
		expects: `"${requirement}"`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.endsWith(this.requirement)) _addIssue(this, "end", dataset, config$1, { received: `"${dataset.value.slice(-this.requirement.length)}"` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/entries/entries.ts
/* @__NO_SIDE_EFFECTS__ */
function entries(requirement, message$1) {
	return {
		kind: "validation",
		type: "entries",
		reference: entries,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!dataset.typed) return dataset;
			const count = Object.keys(dataset.value).length;
			if (dataset.typed && count !== this.requirement) _addIssue(this, "entries", dataset, config$1, { received: `${count}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/everyItem/everyItem.ts
/* @__NO_SIDE_EFFECTS__ */
function everyItem(requirement, message$1) {
	return {
		kind: "validation",
		type: "every_item",
		reference: everyItem,
		async: false,
		expects: null,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.every(this.requirement)) _addIssue(this, "item", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/examples/examples.ts
/**
* Creates an examples metadata action.
*
* @param examples_ The examples.
*
* @returns An examples action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function examples(examples_) {
	return {
		kind: "metadata",
		type: "examples",
		reference: examples,
		examples: examples_
	};
}

//#endregion
//#region src/actions/excludes/excludes.ts
/* @__NO_SIDE_EFFECTS__ */
function excludes(requirement, message$1) {
	const received = /* @__PURE__ */ _stringify(requirement);
	return {
		kind: "validation",
		type: "excludes",
		reference: excludes,
		async: false,
		expects: `!${received}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.includes(this.requirement)) _addIssue(this, "content", dataset, config$1, { received });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/filterItems/filterItems.ts
/* @__NO_SIDE_EFFECTS__ */
function filterItems(operation) {
	return {
		kind: "transformation",
		type: "filter_items",
		reference: filterItems,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = dataset.value.filter(this.operation);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/findItem/findItem.ts
/* @__NO_SIDE_EFFECTS__ */
function findItem(operation) {
	return {
		kind: "transformation",
		type: "find_item",
		reference: findItem,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = dataset.value.find(this.operation);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/finite/finite.ts
/* @__NO_SIDE_EFFECTS__ */
function finite(message$1) {
	return {
		kind: "validation",
		type: "finite",
		reference: finite,
		async: false,
		expects: null,
		requirement: Number.isFinite,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "finite", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/flavor/flavor.ts
/**
* Creates a flavor transformation action.
*
* @param name The flavor name.
*
* @returns A flavor action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function flavor(name) {
	return {
		kind: "transformation",
		type: "flavor",
		reference: flavor,
		async: false,
		name,
		"~run"(dataset) {
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/graphemes/graphemes.ts
/* @__NO_SIDE_EFFECTS__ */
function graphemes(requirement, message$1) {
	return {
		kind: "validation",
		type: "graphemes",
		reference: graphemes,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getGraphemeCount(dataset.value);
				if (count !== this.requirement) _addIssue(this, "graphemes", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/gtValue/gtValue.ts
/* @__NO_SIDE_EFFECTS__ */
function gtValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "gt_value",
		reference: gtValue,
		async: false,
		expects: `>${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !(dataset.value > this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/guard/guard.ts
/* @__NO_SIDE_EFFECTS__ */
function guard(requirement, message$1) {
	return {
		kind: "transformation",
		type: "guard",
		reference: guard,
		async: false,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) {
				_addIssue(this, "input", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/hash/hash.ts
/**
* Hash lengths object.
*/
const HASH_LENGTHS = {
	md4: 32,
	md5: 32,
	sha1: 40,
	sha256: 64,
	sha384: 96,
	sha512: 128,
	ripemd128: 32,
	ripemd160: 40,
	tiger128: 32,
	tiger160: 40,
	tiger192: 48,
	crc32: 8,
	crc32b: 8,
	adler32: 8
};
/* @__NO_SIDE_EFFECTS__ */
function hash(types, message$1) {
	return {
		kind: "validation",
		type: "hash",
		reference: hash,
		expects: null,
		async: false,
		requirement: RegExp(types.map((type) => `^[a-fA-F0-9]{${HASH_LENGTHS[type]}}$`).join("|"), "u"),
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "hash", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/hexadecimal/hexadecimal.ts
/* @__NO_SIDE_EFFECTS__ */
function hexadecimal(message$1) {
	return {
		kind: "validation",
		type: "hexadecimal",
		reference: hexadecimal,
		async: false,
		expects: null,
		requirement: HEXADECIMAL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "hexadecimal", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/hexColor/hexColor.ts
/* @__NO_SIDE_EFFECTS__ */
function hexColor(message$1) {
	return {
		kind: "validation",
		type: "hex_color",
		reference: hexColor,
		async: false,
		expects: null,
		requirement: HEX_COLOR_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "hex color", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/imei/imei.ts
/* @__NO_SIDE_EFFECTS__ */
function imei(message$1) {
	return {
		kind: "validation",
		type: "imei",
		reference: imei,
		async: false,
		expects: null,
		requirement(input) {
			return IMEI_REGEX.test(input) && /* @__PURE__ */ _isLuhnAlgo(input);
		},
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "IMEI", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/includes/includes.ts
/* @__NO_SIDE_EFFECTS__ */
function includes(requirement, message$1) {
	const expects = /* @__PURE__ */ _stringify(requirement);
	return {
		kind: "validation",
		type: "includes",
		reference: includes,
		async: false,
		expects,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.includes(this.requirement)) _addIssue(this, "content", dataset, config$1, { received: `!${expects}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/integer/integer.ts
/* @__NO_SIDE_EFFECTS__ */
function integer(message$1) {
	return {
		kind: "validation",
		type: "integer",
		reference: integer,
		async: false,
		expects: null,
		requirement: Number.isInteger,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "integer", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ip/ip.ts
/* @__NO_SIDE_EFFECTS__ */
function ip(message$1) {
	return {
		kind: "validation",
		type: "ip",
		reference: ip,
		async: false,
		expects: null,
		requirement: IP_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "IP", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ipv4/ipv4.ts
/* @__NO_SIDE_EFFECTS__ */
function ipv4(message$1) {
	return {
		kind: "validation",
		type: "ipv4",
		reference: ipv4,
		async: false,
		expects: null,
		requirement: IPV4_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "IPv4", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ipv6/ipv6.ts
/* @__NO_SIDE_EFFECTS__ */
function ipv6(message$1) {
	return {
		kind: "validation",
		type: "ipv6",
		reference: ipv6,
		async: false,
		expects: null,
		requirement: IPV6_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "IPv6", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isbn/utils/_isIsbn10.ts
/**
* [Validates an ISBN-10](https://en.wikipedia.org/wiki/ISBN#ISBN-10_check_digits).
*
* @param input The input value.
*
* @returns `true` if the input is a valid ISBN-10, `false` otherwise.
*
* @internal
*/
function _isIsbn10(input) {
	const digits$1 = input.split("").map((c) => c === "X" ? 10 : parseInt(c));
	let sum = 0;
	for (let i = 0; i < 10; i++) sum += digits$1[i] * (10 - i);
	return sum % 11 === 0;
}

//#endregion
//#region src/actions/isbn/utils/_isIsbn13.ts
/**
* [Validates an ISBN-13](https://en.wikipedia.org/wiki/ISBN#ISBN-13_check_digit_calculation).
*
* @param input The input value.
*
* @returns `true` if the input is a valid ISBN-13, `false` otherwise.
*
* @internal
*/
function _isIsbn13(input) {
	const digits$1 = input.split("").map((c) => parseInt(c));
	let sum = 0;
	for (let i = 0; i < 13; i++) sum += digits$1[i] * (i % 2 === 0 ? 1 : 3);
	return sum % 10 === 0;
}

//#endregion
//#region src/actions/isbn/isbn.ts
/**
* ISBN separator regex.
*/
const ISBN_SEPARATOR_REGEX = /[- ]/gu;
/**
* ISBN-10 detection regex.
*/
const ISBN_10_DETECTION_REGEX = /^\d{9}[\dX]$/u;
/**
* ISBN-13 detection regex.
*/
const ISBN_13_DETECTION_REGEX = /^\d{13}$/u;
/* @__NO_SIDE_EFFECTS__ */
function isbn(message$1) {
	return {
		kind: "validation",
		type: "isbn",
		reference: isbn,
		async: false,
		expects: null,
		requirement(input) {
			const replacedInput = input.replace(ISBN_SEPARATOR_REGEX, "");
			if (ISBN_10_DETECTION_REGEX.test(replacedInput)) return _isIsbn10(replacedInput);
			else if (ISBN_13_DETECTION_REGEX.test(replacedInput)) return _isIsbn13(replacedInput);
			return false;
		},
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "ISBN", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isrc/isrc.ts
/* @__NO_SIDE_EFFECTS__ */
function isrc(message$1) {
	return {
		kind: "validation",
		type: "isrc",
		reference: isrc,
		async: false,
		expects: null,
		requirement: ISRC_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "ISRC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoDate/isoDate.ts
/* @__NO_SIDE_EFFECTS__ */
function isoDate(message$1) {
	return {
		kind: "validation",
		type: "iso_date",
		reference: isoDate,
		async: false,
		expects: null,
		requirement: ISO_DATE_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "date", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoDateTime/isoDateTime.ts
/* @__NO_SIDE_EFFECTS__ */
function isoDateTime(message$1) {
	return {
		kind: "validation",
		type: "iso_date_time",
		reference: isoDateTime,
		async: false,
		expects: null,
		requirement: ISO_DATE_TIME_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "date-time", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoDateTimeSecond/isoDateTimeSecond.ts
/* @__NO_SIDE_EFFECTS__ */
function isoDateTimeSecond(message$1) {
	return {
		kind: "validation",
		type: "iso_date_time_second",
		reference: isoDateTimeSecond,
		async: false,
		expects: null,
		requirement: ISO_DATE_TIME_SECOND_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "date-time-second", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoTime/isoTime.ts
/* @__NO_SIDE_EFFECTS__ */
function isoTime(message$1) {
	return {
		kind: "validation",
		type: "iso_time",
		reference: isoTime,
		async: false,
		expects: null,
		requirement: ISO_TIME_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "time", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoTimeSecond/isoTimeSecond.ts
/* @__NO_SIDE_EFFECTS__ */
function isoTimeSecond(message$1) {
	return {
		kind: "validation",
		type: "iso_time_second",
		reference: isoTimeSecond,
		async: false,
		expects: null,
		requirement: ISO_TIME_SECOND_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "time-second", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoTimestamp/isoTimestamp.ts
/* @__NO_SIDE_EFFECTS__ */
function isoTimestamp(message$1) {
	return {
		kind: "validation",
		type: "iso_timestamp",
		reference: isoTimestamp,
		async: false,
		expects: null,
		requirement: ISO_TIMESTAMP_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "timestamp", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoWeek/isoWeek.ts
/* @__NO_SIDE_EFFECTS__ */
function isoWeek(message$1) {
	return {
		kind: "validation",
		type: "iso_week",
		reference: isoWeek,
		async: false,
		expects: null,
		requirement: ISO_WEEK_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "week", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/jwsCompact/jwsCompact.ts
/* @__NO_SIDE_EFFECTS__ */
function jwsCompact(message$1) {
	return {
		kind: "validation",
		type: "jws_compact",
		reference: jwsCompact,
		async: false,
		expects: null,
		requirement: JWS_COMPACT_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "JWS compact", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ksuid/ksuid.ts
/* @__NO_SIDE_EFFECTS__ */
function ksuid(message$1) {
	return {
		kind: "validation",
		type: "ksuid",
		reference: ksuid,
		async: false,
		expects: null,
		requirement: KSUID_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "KSUID", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/length/length.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_length(requirement, message$1) {
	return {
		kind: "validation",
		type: "length",
		reference: dist_length,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length !== this.requirement) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ltValue/ltValue.ts
/* @__NO_SIDE_EFFECTS__ */
function ltValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "lt_value",
		reference: ltValue,
		async: false,
		expects: `<${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !(dataset.value < this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/mac/mac.ts
/* @__NO_SIDE_EFFECTS__ */
function mac(message$1) {
	return {
		kind: "validation",
		type: "mac",
		reference: mac,
		async: false,
		expects: null,
		requirement: MAC_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "MAC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/mac48/mac48.ts
/* @__NO_SIDE_EFFECTS__ */
function mac48(message$1) {
	return {
		kind: "validation",
		type: "mac48",
		reference: mac48,
		async: false,
		expects: null,
		requirement: MAC48_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "48-bit MAC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/mac64/mac64.ts
/* @__NO_SIDE_EFFECTS__ */
function mac64(message$1) {
	return {
		kind: "validation",
		type: "mac64",
		reference: mac64,
		async: false,
		expects: null,
		requirement: MAC64_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "64-bit MAC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/mapItems/mapItems.ts
/* @__NO_SIDE_EFFECTS__ */
function mapItems(operation) {
	return {
		kind: "transformation",
		type: "map_items",
		reference: mapItems,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = dataset.value.map(this.operation);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxBytes/maxBytes.ts
/* @__NO_SIDE_EFFECTS__ */
function maxBytes(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_bytes",
		reference: maxBytes,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const length$1 = /* @__PURE__ */ _getByteCount(dataset.value);
				if (length$1 > this.requirement) _addIssue(this, "bytes", dataset, config$1, { received: `${length$1}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxCodePoints/maxCodePoints.ts
/* @__NO_SIDE_EFFECTS__ */
function maxCodePoints(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_code_points",
		reference: maxCodePoints,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getCodePointCount(dataset.value);
				if (count > this.requirement) _addIssue(this, "code points", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxEntries/maxEntries.ts
/* @__NO_SIDE_EFFECTS__ */
function maxEntries(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_entries",
		reference: maxEntries,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!dataset.typed) return dataset;
			const count = Object.keys(dataset.value).length;
			if (dataset.typed && count > this.requirement) _addIssue(this, "entries", dataset, config$1, { received: `${count}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxGraphemes/maxGraphemes.ts
/* @__NO_SIDE_EFFECTS__ */
function maxGraphemes(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_graphemes",
		reference: maxGraphemes,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getGraphemeCount(dataset.value);
				if (count > this.requirement) _addIssue(this, "graphemes", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxLength/maxLength.ts
/* @__NO_SIDE_EFFECTS__ */
function maxLength(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_length",
		reference: maxLength,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length > this.requirement) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxSize/maxSize.ts
/* @__NO_SIDE_EFFECTS__ */
function maxSize(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_size",
		reference: maxSize,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.size > this.requirement) _addIssue(this, "size", dataset, config$1, { received: `${dataset.value.size}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxValue/maxValue.ts
/* @__NO_SIDE_EFFECTS__ */
function maxValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_value",
		reference: maxValue,
		async: false,
		expects: `<=${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !(dataset.value <= this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxWords/maxWords.ts
/* @__NO_SIDE_EFFECTS__ */
function maxWords(locales, requirement, message$1) {
	return {
		kind: "validation",
		type: "max_words",
		reference: maxWords,
		async: false,
		expects: `<=${requirement}`,
		locales,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getWordCount(this.locales, dataset.value);
				if (count > this.requirement) _addIssue(this, "words", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/metadata/metadata.ts
/**
* Creates a custom metadata action.
*
* @param metadata_ The metadata object.
*
* @returns A metadata action.
*/
/* @__NO_SIDE_EFFECTS__ */
function metadata(metadata_) {
	return {
		kind: "metadata",
		type: "metadata",
		reference: metadata,
		metadata: metadata_
	};
}

//#endregion
//#region src/actions/mimeType/mimeType.ts
/* @__NO_SIDE_EFFECTS__ */
function mimeType(requirement, message$1) {
	return {
		kind: "validation",
		type: "mime_type",
		reference: mimeType,
		async: false,
		expects: /* @__PURE__ */ _joinExpects(requirement.map((option) => `"${option}"`), "|"),
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.includes(dataset.value.type)) _addIssue(this, "MIME type", dataset, config$1, { received: `"${dataset.value.type}"` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minBytes/minBytes.ts
/* @__NO_SIDE_EFFECTS__ */
function minBytes(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_bytes",
		reference: minBytes,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const length$1 = /* @__PURE__ */ _getByteCount(dataset.value);
				if (length$1 < this.requirement) _addIssue(this, "bytes", dataset, config$1, { received: `${length$1}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minCodePoints/minCodePoints.ts
/* @__NO_SIDE_EFFECTS__ */
function minCodePoints(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_code_points",
		reference: minCodePoints,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getCodePointCount(dataset.value);
				if (count < this.requirement) _addIssue(this, "code points", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minEntries/minEntries.ts
/* @__NO_SIDE_EFFECTS__ */
function minEntries(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_entries",
		reference: minEntries,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!dataset.typed) return dataset;
			const count = Object.keys(dataset.value).length;
			if (dataset.typed && count < this.requirement) _addIssue(this, "entries", dataset, config$1, { received: `${count}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minGraphemes/minGraphemes.ts
/* @__NO_SIDE_EFFECTS__ */
function minGraphemes(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_graphemes",
		reference: minGraphemes,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getGraphemeCount(dataset.value);
				if (count < this.requirement) _addIssue(this, "graphemes", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minLength/minLength.ts
/* @__NO_SIDE_EFFECTS__ */
function minLength(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_length",
		reference: minLength,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length < this.requirement) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minSize/minSize.ts
/* @__NO_SIDE_EFFECTS__ */
function minSize(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_size",
		reference: minSize,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.size < this.requirement) _addIssue(this, "size", dataset, config$1, { received: `${dataset.value.size}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minValue/minValue.ts
/* @__NO_SIDE_EFFECTS__ */
function minValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_value",
		reference: minValue,
		async: false,
		expects: `>=${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !(dataset.value >= this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minWords/minWords.ts
/* @__NO_SIDE_EFFECTS__ */
function minWords(locales, requirement, message$1) {
	return {
		kind: "validation",
		type: "min_words",
		reference: minWords,
		async: false,
		expects: `>=${requirement}`,
		locales,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getWordCount(this.locales, dataset.value);
				if (count < this.requirement) _addIssue(this, "words", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/multipleOf/multipleOf.ts
/* @__NO_SIDE_EFFECTS__ */
function multipleOf(requirement, message$1) {
	return {
		kind: "validation",
		type: "multiple_of",
		reference: multipleOf,
		async: false,
		expects: `%${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value % this.requirement != 0) _addIssue(this, "multiple", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/nanoid/nanoid.ts
/* @__NO_SIDE_EFFECTS__ */
function nanoid(message$1) {
	return {
		kind: "validation",
		type: "nanoid",
		reference: nanoid,
		async: false,
		expects: null,
		requirement: NANO_ID_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "Nano ID", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/nonEmpty/nonEmpty.ts
/* @__NO_SIDE_EFFECTS__ */
function nonEmpty(message$1) {
	return {
		kind: "validation",
		type: "non_empty",
		reference: nonEmpty,
		async: false,
		expects: "!0",
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length === 0) _addIssue(this, "length", dataset, config$1, { received: "0" });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/normalize/normalize.ts
/* @__NO_SIDE_EFFECTS__ */
function normalize(form) {
	return {
		kind: "transformation",
		type: "normalize",
		reference: normalize,
		async: false,
		form,
		"~run"(dataset) {
			dataset.value = dataset.value.normalize(this.form);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notBytes/notBytes.ts
/* @__NO_SIDE_EFFECTS__ */
function notBytes(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_bytes",
		reference: notBytes,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const length$1 = /* @__PURE__ */ _getByteCount(dataset.value);
				if (length$1 === this.requirement) _addIssue(this, "bytes", dataset, config$1, { received: `${length$1}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notCodePoints/notCodePoints.ts
/* @__NO_SIDE_EFFECTS__ */
function notCodePoints(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_code_points",
		reference: notCodePoints,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getCodePointCount(dataset.value);
				if (count === this.requirement) _addIssue(this, "code points", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notEntries/notEntries.ts
/* @__NO_SIDE_EFFECTS__ */
function notEntries(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_entries",
		reference: notEntries,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!dataset.typed) return dataset;
			const count = Object.keys(dataset.value).length;
			if (dataset.typed && count === this.requirement) _addIssue(this, "entries", dataset, config$1, { received: `${count}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notGraphemes/notGraphemes.ts
/* @__NO_SIDE_EFFECTS__ */
function notGraphemes(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_graphemes",
		reference: notGraphemes,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getGraphemeCount(dataset.value);
				if (count === this.requirement) _addIssue(this, "graphemes", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notLength/notLength.ts
/* @__NO_SIDE_EFFECTS__ */
function notLength(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_length",
		reference: notLength,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length === this.requirement) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notSize/notSize.ts
/* @__NO_SIDE_EFFECTS__ */
function notSize(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_size",
		reference: notSize,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.size === this.requirement) _addIssue(this, "size", dataset, config$1, { received: `${dataset.value.size}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notValue/notValue.ts
/* @__NO_SIDE_EFFECTS__ */
function notValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_value",
		reference: notValue,
		async: false,
		expects: requirement instanceof Date ? `!${requirement.toJSON()}` : `!${/* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && /* @__PURE__ */ _isValueMatch(this.requirement, dataset.value)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notValues/notValues.ts
/* @__NO_SIDE_EFFECTS__ */
function notValues(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_values",
		reference: notValues,
		async: false,
		expects: `!${/* @__PURE__ */ _joinExpects(requirement.map((value$1) => value$1 instanceof Date ? value$1.toJSON() : /* @__PURE__ */ _stringify(value$1)), "|")}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && this.requirement.some((requirement$1) => /* @__PURE__ */ _isValueMatch(requirement$1, dataset.value))) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notWords/notWords.ts
/* @__NO_SIDE_EFFECTS__ */
function notWords(locales, requirement, message$1) {
	return {
		kind: "validation",
		type: "not_words",
		reference: notWords,
		async: false,
		expects: `!${requirement}`,
		locales,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getWordCount(this.locales, dataset.value);
				if (count === this.requirement) _addIssue(this, "words", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/octal/octal.ts
/* @__NO_SIDE_EFFECTS__ */
function octal(message$1) {
	return {
		kind: "validation",
		type: "octal",
		reference: octal,
		async: false,
		expects: null,
		requirement: OCTAL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "octal", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/parseBoolean/parseBoolean.ts
const TRUTHY = (/* unused pure expression or super */ null && ([
	true,
	1,
	"true",
	"1",
	"yes",
	"y",
	"on",
	"enabled"
]));
const FALSY = (/* unused pure expression or super */ null && ([
	false,
	0,
	"false",
	"0",
	"no",
	"n",
	"off",
	"disabled"
]));
/* @__NO_SIDE_EFFECTS__ */
function parseBoolean(config$1, message$1) {
	const normalize$1 = (v) => typeof v === "string" ? v.toLowerCase() : v;
	const truthyRaw = config$1?.truthy ?? TRUTHY;
	const falsyRaw = config$1?.falsy ?? FALSY;
	const truthy = config$1?.truthy ? config$1.truthy.map(normalize$1) : TRUTHY;
	const falsy = config$1?.falsy ? config$1.falsy.map(normalize$1) : FALSY;
	return {
		kind: "transformation",
		type: "parse_boolean",
		reference: parseBoolean,
		expects: /* @__PURE__ */ _joinExpects([...truthyRaw, ...falsyRaw].map(_stringify), "|"),
		config: config$1,
		message: message$1,
		async: false,
		"~run"(dataset, config$2) {
			const input = normalize$1(dataset.value);
			if (truthy.includes(input)) dataset.value = true;
			else if (falsy.includes(input)) dataset.value = false;
			else {
				_addIssue(this, "boolean", dataset, config$2);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/parseJson/parseJson.ts
/* @__NO_SIDE_EFFECTS__ */
function parseJson(config$1, message$1) {
	return {
		kind: "transformation",
		type: "parse_json",
		reference: parseJson,
		config: config$1,
		message: message$1,
		async: false,
		"~run"(dataset, config$2) {
			try {
				dataset.value = JSON.parse(dataset.value, this.config?.reviver);
			} catch (error) {
				if (error instanceof Error) {
					_addIssue(this, "JSON", dataset, config$2, { received: `"${error.message}"` });
					dataset.typed = false;
				} else throw error;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/partialCheck/utils/_isPartiallyTyped/_isPartiallyTyped.ts
/**
* Checks if a dataset is partially typed.
*
* @param dataset The dataset to check.
* @param paths The paths to check.
*
* @returns Whether it is partially typed.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isPartiallyTyped(dataset, paths) {
	if (dataset.issues) for (const path of paths) for (const issue of dataset.issues) {
		let typed = false;
		const bound = Math.min(path.length, issue.path?.length ?? 0);
		for (let index = 0; index < bound; index++) if (path[index] !== issue.path[index].key && (path[index] !== "$" || issue.path[index].type !== "array")) {
			typed = true;
			break;
		}
		if (!typed) return false;
	}
	return true;
}

//#endregion
//#region src/actions/partialCheck/partialCheck.ts
/* @__NO_SIDE_EFFECTS__ */
function partialCheck(paths, requirement, message$1) {
	return {
		kind: "validation",
		type: "partial_check",
		reference: partialCheck,
		async: false,
		expects: null,
		paths,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if ((dataset.typed || /* @__PURE__ */ _isPartiallyTyped(dataset, paths)) && !this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/partialCheck/partialCheckAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function partialCheckAsync(paths, requirement, message$1) {
	return {
		kind: "validation",
		type: "partial_check",
		reference: partialCheckAsync,
		async: true,
		expects: null,
		paths,
		requirement,
		message: message$1,
		async "~run"(dataset, config$1) {
			if ((dataset.typed || /* @__PURE__ */ _isPartiallyTyped(dataset, paths)) && !await this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rawCheck/rawCheck.ts
/**
* Creates a raw check validation action.
*
* @param action The validation action.
*
* @returns A raw check action.
*/
/* @__NO_SIDE_EFFECTS__ */
function rawCheck(action) {
	return {
		kind: "validation",
		type: "raw_check",
		reference: rawCheck,
		async: false,
		expects: null,
		"~run"(dataset, config$1) {
			action({
				dataset,
				config: config$1,
				addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info)
			});
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rawCheck/rawCheckAsync.ts
/**
* Creates a raw check validation action.
*
* @param action The validation action.
*
* @returns A raw check action.
*/
/* @__NO_SIDE_EFFECTS__ */
function rawCheckAsync(action) {
	return {
		kind: "validation",
		type: "raw_check",
		reference: rawCheckAsync,
		async: true,
		expects: null,
		async "~run"(dataset, config$1) {
			await action({
				dataset,
				config: config$1,
				addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info)
			});
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rawTransform/rawTransform.ts
/**
* Creates a raw transformation action.
*
* @param action The transformation action.
*
* @returns A raw transform action.
*/
/* @__NO_SIDE_EFFECTS__ */
function rawTransform(action) {
	return {
		kind: "transformation",
		type: "raw_transform",
		reference: rawTransform,
		async: false,
		"~run"(dataset, config$1) {
			const output = action({
				dataset,
				config: config$1,
				addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info),
				NEVER: null
			});
			if (dataset.issues) dataset.typed = false;
			else dataset.value = output;
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rawTransform/rawTransformAsync.ts
/**
* Creates a raw transformation action.
*
* @param action The transformation action.
*
* @returns A raw transform action.
*/
/* @__NO_SIDE_EFFECTS__ */
function rawTransformAsync(action) {
	return {
		kind: "transformation",
		type: "raw_transform",
		reference: rawTransformAsync,
		async: true,
		async "~run"(dataset, config$1) {
			const output = await action({
				dataset,
				config: config$1,
				addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info),
				NEVER: null
			});
			if (dataset.issues) dataset.typed = false;
			else dataset.value = output;
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/readonly/readonly.ts
/* @__NO_SIDE_EFFECTS__ */
function readonly() {
	return {
		kind: "transformation",
		type: "readonly",
		reference: readonly,
		async: false,
		"~run"(dataset) {
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/reduceItems/reduceItems.ts
/* @__NO_SIDE_EFFECTS__ */
function reduceItems(operation, initial) {
	return {
		kind: "transformation",
		type: "reduce_items",
		reference: reduceItems,
		async: false,
		operation,
		initial,
		"~run"(dataset) {
			dataset.value = dataset.value.reduce(this.operation, this.initial);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/regex/regex.ts
/* @__NO_SIDE_EFFECTS__ */
function regex(requirement, message$1) {
	return {
		kind: "validation",
		type: "regex",
		reference: regex,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "format", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/returns/returns.ts
/* @__NO_SIDE_EFFECTS__ */
function returns(schema) {
	return {
		kind: "transformation",
		type: "returns",
		reference: returns,
		async: false,
		schema,
		"~run"(dataset, config$1) {
			const func = dataset.value;
			dataset.value = (...args_) => {
				const returnsDataset = this.schema["~run"]({ value: func(...args_) }, config$1);
				if (returnsDataset.issues) throw new ValiError(returnsDataset.issues);
				return returnsDataset.value;
			};
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/returns/returnsAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function returnsAsync(schema) {
	return {
		kind: "transformation",
		type: "returns",
		reference: returnsAsync,
		async: false,
		schema,
		"~run"(dataset, config$1) {
			const func = dataset.value;
			dataset.value = async (...args_) => {
				const returnsDataset = await this.schema["~run"]({ value: await func(...args_) }, config$1);
				if (returnsDataset.issues) throw new ValiError(returnsDataset.issues);
				return returnsDataset.value;
			};
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rfcEmail/rfcEmail.ts
/* @__NO_SIDE_EFFECTS__ */
function rfcEmail(message$1) {
	return {
		kind: "validation",
		type: "rfc_email",
		reference: rfcEmail,
		expects: null,
		async: false,
		requirement: RFC_EMAIL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "email", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/safeInteger/safeInteger.ts
/* @__NO_SIDE_EFFECTS__ */
function safeInteger(message$1) {
	return {
		kind: "validation",
		type: "safe_integer",
		reference: safeInteger,
		async: false,
		expects: null,
		requirement: Number.isSafeInteger,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "safe integer", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/size/size.ts
/* @__NO_SIDE_EFFECTS__ */
function size(requirement, message$1) {
	return {
		kind: "validation",
		type: "size",
		reference: size,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.size !== this.requirement) _addIssue(this, "size", dataset, config$1, { received: `${dataset.value.size}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/slug/slug.ts
/* @__NO_SIDE_EFFECTS__ */
function slug(message$1) {
	return {
		kind: "validation",
		type: "slug",
		reference: slug,
		async: false,
		expects: null,
		requirement: SLUG_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "slug", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/someItem/someItem.ts
/* @__NO_SIDE_EFFECTS__ */
function someItem(requirement, message$1) {
	return {
		kind: "validation",
		type: "some_item",
		reference: someItem,
		async: false,
		expects: null,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.some(this.requirement)) _addIssue(this, "item", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/sortItems/sortItems.ts
/* @__NO_SIDE_EFFECTS__ */
function sortItems(operation) {
	return {
		kind: "transformation",
		type: "sort_items",
		reference: sortItems,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = dataset.value.sort(this.operation);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/startsWith/startsWith.ts
/* @__NO_SIDE_EFFECTS__ */
function startsWith(requirement, message$1) {
	return {
		kind: "validation",
		type: "starts_with",
		reference: startsWith,
		async: false,
		expects: `"${requirement}"`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.startsWith(this.requirement)) _addIssue(this, "start", dataset, config$1, { received: `"${dataset.value.slice(0, this.requirement.length)}"` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/stringifyJson/stringifyJson.ts
/* @__NO_SIDE_EFFECTS__ */
function stringifyJson(config$1, message$1) {
	return {
		kind: "transformation",
		type: "stringify_json",
		reference: stringifyJson,
		message: message$1,
		config: config$1,
		async: false,
		"~run"(dataset, config$2) {
			try {
				const output = JSON.stringify(dataset.value, this.config?.replacer, this.config?.space);
				if (output === void 0) {
					_addIssue(this, "JSON", dataset, config$2);
					dataset.typed = false;
				} else dataset.value = output;
			} catch (error) {
				if (error instanceof Error) {
					_addIssue(this, "JSON", dataset, config$2, { received: `"${error.message}"` });
					dataset.typed = false;
				} else throw error;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/title/title.ts
/**
* Creates a title metadata action.
*
* @param title_ The title text.
*
* @returns A title action.
*/
/* @__NO_SIDE_EFFECTS__ */
function title(title_) {
	return {
		kind: "metadata",
		type: "title",
		reference: title,
		title: title_
	};
}

//#endregion
//#region src/actions/toBigint/toBigint.ts
/* @__NO_SIDE_EFFECTS__ */
function toBigint(message$1) {
	return {
		kind: "transformation",
		type: "to_bigint",
		reference: toBigint,
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			try {
				dataset.value = BigInt(dataset.value);
			} catch {
				_addIssue(this, "bigint", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toBoolean/toBoolean.ts
/**
* Creates a to boolean transformation action.
*
* @returns A to boolean action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toBoolean() {
	return {
		kind: "transformation",
		type: "to_boolean",
		reference: toBoolean,
		async: false,
		"~run"(dataset) {
			dataset.value = Boolean(dataset.value);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toCamelCase/toCamelCase.ts
/**
* Creates a to camel case transformation action.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries.
*
* Hint: Acronym runs are normalized to lowercase (e.g. `parseURLValue` \u2192
* `parseUrlValue`) and digits stay attached to the preceding token (e.g.
* `item2Name` \u2192 `item2Name`).
*
* @returns A to camel case action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toCamelCase() {
	return {
		kind: "transformation",
		type: "to_camel_case",
		reference: toCamelCase,
		async: false,
		"~run"(dataset) {
			dataset.value = /* @__PURE__ */ _formatCase(dataset.value, "", false, true);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toDate/toDate.ts
/* @__NO_SIDE_EFFECTS__ */
function toDate(message$1) {
	return {
		kind: "transformation",
		type: "to_date",
		reference: toDate,
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			try {
				dataset.value = new Date(dataset.value);
				if (isNaN(dataset.value)) {
					_addIssue(this, "date", dataset, config$1, { received: "\"Invalid Date\"" });
					dataset.typed = false;
				}
			} catch {
				_addIssue(this, "date", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toKebabCase/toKebabCase.ts
/**
* Creates a to kebab case transformation action.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries.
*
* Hint: Acronym runs are normalized to lowercase (e.g. `parseURLValue` \u2192
* `parse-url-value`) and digits stay attached to the preceding token (e.g.
* `item2Name` \u2192 `item2-name`).
*
* @returns A to kebab case action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toKebabCase() {
	return {
		kind: "transformation",
		type: "to_kebab_case",
		reference: toKebabCase,
		async: false,
		"~run"(dataset) {
			dataset.value = /* @__PURE__ */ _formatCase(dataset.value, "-", false, false);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toLowerCase/toLowerCase.ts
/**
* Creates a to lower case transformation action.
*
* @returns A to lower case action.
*/
/* @__NO_SIDE_EFFECTS__ */
function toLowerCase() {
	return {
		kind: "transformation",
		type: "to_lower_case",
		reference: toLowerCase,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.toLowerCase();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toMaxValue/toMaxValue.ts
/**
* Creates a to max value transformation action.
*
* @param requirement The maximum value.
*
* @returns A to max value action.
*/
/* @__NO_SIDE_EFFECTS__ */
function toMaxValue(requirement) {
	return {
		kind: "transformation",
		type: "to_max_value",
		reference: toMaxValue,
		async: false,
		requirement,
		"~run"(dataset) {
			dataset.value = dataset.value > this.requirement ? this.requirement : dataset.value;
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toMinValue/toMinValue.ts
/**
* Creates a to min value transformation action.
*
* @param requirement The minimum value.
*
* @returns A to min value action.
*/
/* @__NO_SIDE_EFFECTS__ */
function toMinValue(requirement) {
	return {
		kind: "transformation",
		type: "to_min_value",
		reference: toMinValue,
		async: false,
		requirement,
		"~run"(dataset) {
			dataset.value = dataset.value < this.requirement ? this.requirement : dataset.value;
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toNumber/toNumber.ts
/* @__NO_SIDE_EFFECTS__ */
function toNumber(message$1) {
	return {
		kind: "transformation",
		type: "to_number",
		reference: toNumber,
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			try {
				dataset.value = Number(dataset.value);
				if (isNaN(dataset.value)) {
					_addIssue(this, "number", dataset, config$1);
					dataset.typed = false;
				}
			} catch {
				_addIssue(this, "number", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toPascalCase/toPascalCase.ts
/**
* Creates a to pascal case transformation action.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries.
*
* Hint: Acronym runs are normalized to lowercase (e.g. `parseURLValue` \u2192
* `ParseUrlValue`) and digits stay attached to the preceding token (e.g.
* `item2Name` \u2192 `Item2Name`).
*
* @returns A to pascal case action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toPascalCase() {
	return {
		kind: "transformation",
		type: "to_pascal_case",
		reference: toPascalCase,
		async: false,
		"~run"(dataset) {
			dataset.value = /* @__PURE__ */ _formatCase(dataset.value, "", true, true);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toSnakeCase/toSnakeCase.ts
/**
* Creates a to snake case transformation action.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries.
*
* Hint: Acronym runs are normalized to lowercase (e.g. `parseURLValue` \u2192
* `parse_url_value`) and digits stay attached to the preceding token (e.g.
* `item2Name` \u2192 `item2_name`).
*
* @returns A to snake case action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toSnakeCase() {
	return {
		kind: "transformation",
		type: "to_snake_case",
		reference: toSnakeCase,
		async: false,
		"~run"(dataset) {
			dataset.value = /* @__PURE__ */ _formatCase(dataset.value, "_", false, false);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toString/toString.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_toString(message$1) {
	return {
		kind: "transformation",
		type: "to_string",
		reference: dist_toString,
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			try {
				dataset.value = String(dataset.value);
			} catch {
				_addIssue(this, "string", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toUpperCase/toUpperCase.ts
/**
* Creates a to upper case transformation action.
*
* @returns A to upper case action.
*/
/* @__NO_SIDE_EFFECTS__ */
function toUpperCase() {
	return {
		kind: "transformation",
		type: "to_upper_case",
		reference: toUpperCase,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.toUpperCase();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/transform/transform.ts
/**
* Creates a custom transformation action.
*
* @param operation The transformation operation.
*
* @returns A transform action.
*/
/* @__NO_SIDE_EFFECTS__ */
function transform(operation) {
	return {
		kind: "transformation",
		type: "transform",
		reference: transform,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = this.operation(dataset.value);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/transform/transformAsync.ts
/**
* Creates a custom transformation action.
*
* @param operation The transformation operation.
*
* @returns A transform action.
*/
/* @__NO_SIDE_EFFECTS__ */
function transformAsync(operation) {
	return {
		kind: "transformation",
		type: "transform",
		reference: transformAsync,
		async: true,
		operation,
		async "~run"(dataset) {
			dataset.value = await this.operation(dataset.value);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/trim/trim.ts
/**
* Creates a trim transformation action.
*
* @returns A trim action.
*/
/* @__NO_SIDE_EFFECTS__ */
function trim() {
	return {
		kind: "transformation",
		type: "trim",
		reference: trim,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.trim();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/trimEnd/trimEnd.ts
/**
* Creates a trim end transformation action.
*
* @returns A trim end action.
*/
/* @__NO_SIDE_EFFECTS__ */
function trimEnd() {
	return {
		kind: "transformation",
		type: "trim_end",
		reference: trimEnd,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.trimEnd();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/trimStart/trimStart.ts
/**
* Creates a trim start transformation action.
*
* @returns A trim start action.
*/
/* @__NO_SIDE_EFFECTS__ */
function trimStart() {
	return {
		kind: "transformation",
		type: "trim_start",
		reference: trimStart,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.trimStart();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ulid/ulid.ts
/* @__NO_SIDE_EFFECTS__ */
function ulid(message$1) {
	return {
		kind: "validation",
		type: "ulid",
		reference: ulid,
		async: false,
		expects: null,
		requirement: ULID_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "ULID", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/url/url.ts
/* @__NO_SIDE_EFFECTS__ */
function url(message$1) {
	return {
		kind: "validation",
		type: "url",
		reference: url,
		async: false,
		expects: null,
		requirement(input) {
			try {
				if (URL.canParse) return URL.canParse(input);
				new URL(input);
				return true;
			} catch {
				return false;
			}
		},
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "URL", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/uuid/uuid.ts
/* @__NO_SIDE_EFFECTS__ */
function uuid(message$1) {
	return {
		kind: "validation",
		type: "uuid",
		reference: uuid,
		async: false,
		expects: null,
		requirement: UUID_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "UUID", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/value/value.ts
/* @__NO_SIDE_EFFECTS__ */
function value(requirement, message$1) {
	return {
		kind: "validation",
		type: "value",
		reference: value,
		async: false,
		expects: requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement),
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !/* @__PURE__ */ _isValueMatch(this.requirement, dataset.value)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/values/values.ts
/* @__NO_SIDE_EFFECTS__ */
function values(requirement, message$1) {
	return {
		kind: "validation",
		type: "values",
		reference: values,
		async: false,
		expects: `${/* @__PURE__ */ _joinExpects(requirement.map((value$1) => value$1 instanceof Date ? value$1.toJSON() : /* @__PURE__ */ _stringify(value$1)), "|")}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.some((requirement$1) => /* @__PURE__ */ _isValueMatch(requirement$1, dataset.value))) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/words/words.ts
/* @__NO_SIDE_EFFECTS__ */
function words(locales, requirement, message$1) {
	return {
		kind: "validation",
		type: "words",
		reference: words,
		async: false,
		expects: `${requirement}`,
		locales,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getWordCount(this.locales, dataset.value);
				if (count !== this.requirement) _addIssue(this, "words", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/const.ts
const ABORT_EARLY_CONFIG = { abortEarly: true };

//#endregion
//#region src/methods/assert/assert.ts
/**
* Checks if the input matches the schema. As this is an assertion function, it
* can be used as a type guard.
*
* @param schema The schema to be used.
* @param input The input to be tested.
*/
function assert(schema, input) {
	const issues = schema["~run"]({ value: input }, ABORT_EARLY_CONFIG).issues;
	if (issues) throw new ValiError(issues);
}

//#endregion
//#region src/methods/cache/_LruCache.ts
/**
* Efficient LRU cache using Map iteration order.
*/
var _LruCache = class {
	constructor(config$1) {
		this.refCount = 0;
		this.maxSize = config$1?.maxSize ?? 1e3;
		this.maxAge = config$1?.maxAge ?? Infinity;
		this.hasMaxAge = isFinite(this.maxAge);
	}
	/**
	* Stringifies an unknown input to a cache key component.
	*
	* @param input The unknown input.
	*
	* @returns A cache key component.
	*/
	stringify(input) {
		const type = typeof input;
		if (type === "string") return `"${input}"`;
		if (type === "number" || type === "boolean") return `${input}`;
		if (type === "bigint") return `${input}n`;
		if (type === "object" || type === "function") {
			if (input) {
				this.refIds ?? (this.refIds = /* @__PURE__ */ new WeakMap());
				let id = this.refIds.get(input);
				if (!id) {
					id = ++this.refCount;
					this.refIds.set(input, id);
				}
				return `#${id}`;
			}
			return "null";
		}
		return type;
	}
	/**
	* Creates a cache key from input and config.
	*
	* @param input The input value.
	* @param config The parse configuration.
	*
	* @returns The cache key.
	*/
	key(input, config$1 = {}) {
		return `${this.stringify(input)}|${this.stringify(config$1.lang)}|${this.stringify(config$1.message)}|${this.stringify(config$1.abortEarly)}|${this.stringify(config$1.abortPipeEarly)}`;
	}
	/**
	* Gets a value from the cache by key.
	*
	* @param key The cache key.
	*
	* @returns The cached value.
	*/
	get(key) {
		if (!this.store) return void 0;
		const entry = this.store.get(key);
		if (!entry) return void 0;
		if (this.hasMaxAge && Date.now() - entry[1] > this.maxAge) {
			this.store.delete(key);
			return;
		}
		this.store.delete(key);
		this.store.set(key, entry);
		return entry[0];
	}
	/**
	* Sets a value in the cache by key.
	*
	* @param key The cache key.
	* @param value The cached value.
	*/
	set(key, value$1) {
		this.store ?? (this.store = /* @__PURE__ */ new Map());
		this.store.delete(key);
		const timestamp = this.hasMaxAge ? Date.now() : 0;
		this.store.set(key, [value$1, timestamp]);
		if (this.store.size > this.maxSize) this.store.delete(this.store.keys().next().value);
	}
	/**
	* Clears all entries from the cache.
	*/
	clear() {
		this.store?.clear();
	}
};

//#endregion
//#region src/methods/cache/cache.ts
/* @__NO_SIDE_EFFECTS__ */
function cache(schema, config$1) {
	return _standardSchema({
		...schema,
		cacheConfig: config$1,
		cache: new _LruCache(config$1),
		"~run"(dataset, runConfig) {
			const key = this.cache.key(dataset.value, runConfig);
			let outputDataset = this.cache.get(key);
			if (!outputDataset) this.cache.set(key, outputDataset = schema["~run"](dataset, runConfig));
			return /* @__PURE__ */ _cloneDataset(outputDataset);
		}
	});
}

//#endregion
//#region src/methods/cache/cacheAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function cacheAsync(schema, config$1) {
	let activeRuns;
	return _standardSchema({
		...schema,
		async: true,
		cacheConfig: config$1,
		cache: new _LruCache(config$1),
		async "~run"(dataset, runConfig) {
			const key = this.cache.key(dataset.value, runConfig);
			const cached = this.cache.get(key);
			if (cached) return /* @__PURE__ */ _cloneDataset(cached);
			let promise$1 = activeRuns?.get(key);
			if (!promise$1) {
				activeRuns ?? (activeRuns = /* @__PURE__ */ new Map());
				promise$1 = Promise.resolve(schema["~run"](dataset, runConfig));
				activeRuns.set(key, promise$1);
			}
			try {
				const outputDataset = await promise$1;
				this.cache.set(key, outputDataset);
				return /* @__PURE__ */ _cloneDataset(outputDataset);
			} finally {
				activeRuns?.delete(key);
			}
		}
	});
}

//#endregion
//#region src/methods/config/config.ts
/**
* Changes the local configuration of a schema.
*
* @param schema The schema to configure.
* @param config The parse configuration.
*
* @returns The configured schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function config(schema, config$1) {
	return _standardSchema({
		...schema,
		"~run"(dataset, config_) {
			return schema["~run"](dataset, {
				...config_,
				...config$1
			});
		}
	});
}

//#endregion
//#region src/methods/getFallback/getFallback.ts
/**
* Returns the fallback value of the schema.
*
* @param schema The schema to get it from.
* @param dataset The output dataset if available.
* @param config The config if available.
*
* @returns The fallback value.
*/
/* @__NO_SIDE_EFFECTS__ */
function getFallback(schema, dataset, config$1) {
	return typeof schema.fallback === "function" ? schema.fallback(dataset, config$1) : schema.fallback;
}

//#endregion
//#region src/methods/fallback/fallback.ts
/**
* Returns a fallback value as output if the input does not match the schema.
*
* @param schema The schema to catch.
* @param fallback The fallback value.
*
* @returns The passed schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function fallback(schema, fallback$1) {
	return _standardSchema({
		...schema,
		fallback: fallback$1,
		"~run"(dataset, config$1) {
			const outputDataset = schema["~run"](dataset, config$1);
			return outputDataset.issues ? {
				typed: true,
				value: /* @__PURE__ */ getFallback(this, outputDataset, config$1)
			} : outputDataset;
		}
	});
}

//#endregion
//#region src/methods/fallback/fallbackAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function fallbackAsync(schema, fallback$1) {
	return _standardSchema({
		...schema,
		fallback: fallback$1,
		async: true,
		async "~run"(dataset, config$1) {
			const outputDataset = await schema["~run"](dataset, config$1);
			return outputDataset.issues ? {
				typed: true,
				value: await /* @__PURE__ */ getFallback(this, outputDataset, config$1)
			} : outputDataset;
		}
	});
}

//#endregion
//#region src/methods/flatten/flatten.ts
/* @__NO_SIDE_EFFECTS__ */
function flatten(issues) {
	const flatErrors = {};
	for (const issue of issues) if (issue.path) {
		const dotPath = /* @__PURE__ */ getDotPath(issue);
		if (dotPath) {
			if (!flatErrors.nested) flatErrors.nested = {};
			if (Object.prototype.hasOwnProperty.call(flatErrors.nested, dotPath)) flatErrors.nested[dotPath].push(issue.message);
			else flatErrors.nested[dotPath] = [issue.message];
		} else if (flatErrors.other) flatErrors.other.push(issue.message);
		else flatErrors.other = [issue.message];
	} else if (flatErrors.root) flatErrors.root.push(issue.message);
	else flatErrors.root = [issue.message];
	return flatErrors;
}

//#endregion
//#region src/methods/forward/forward.ts
/**
* Forwards the issues of the passed validation action.
*
* @param action The validation action.
* @param path The path to forward the issues to.
*
* @returns The modified action.
*/
/* @__NO_SIDE_EFFECTS__ */
function forward(action, path) {
	return {
		...action,
		"~run"(dataset, config$1) {
			const prevIssues = dataset.issues && [...dataset.issues];
			dataset = action["~run"](dataset, config$1);
			if (dataset.issues) {
				for (const issue of dataset.issues) if (!prevIssues?.includes(issue)) {
					let pathInput = dataset.value;
					for (const key of path) {
						const pathValue = pathInput[key];
						const pathItem = {
							type: "unknown",
							origin: "value",
							input: pathInput,
							key,
							value: pathValue
						};
						if (issue.path) issue.path.push(pathItem);
						else issue.path = [pathItem];
						if (!pathValue) break;
						pathInput = pathValue;
					}
				}
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/methods/forward/forwardAsync.ts
/**
* Forwards the issues of the passed validation action.
*
* @param action The validation action.
* @param path The path to forward the issues to.
*
* @returns The modified action.
*/
/* @__NO_SIDE_EFFECTS__ */
function forwardAsync(action, path) {
	return {
		...action,
		async: true,
		async "~run"(dataset, config$1) {
			const prevIssues = dataset.issues && [...dataset.issues];
			dataset = await action["~run"](dataset, config$1);
			if (dataset.issues) {
				for (const issue of dataset.issues) if (!prevIssues?.includes(issue)) {
					let pathInput = dataset.value;
					for (const key of path) {
						const pathValue = pathInput[key];
						const pathItem = {
							type: "unknown",
							origin: "value",
							input: pathInput,
							key,
							value: pathValue
						};
						if (issue.path) issue.path.push(pathItem);
						else issue.path = [pathItem];
						if (!pathValue) break;
						pathInput = pathValue;
					}
				}
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/methods/getDefault/getDefault.ts
/**
* Returns the default value of the schema.
*
* @param schema The schema to get it from.
* @param dataset The input dataset if available.
* @param config The config if available.
*
* @returns The default value.
*/
/* @__NO_SIDE_EFFECTS__ */
function getDefault(schema, dataset, config$1) {
	return typeof schema.default === "function" ? schema.default(dataset, config$1) : schema.default;
}

//#endregion
//#region src/methods/getDefaults/getDefaults.ts
/**
* Returns the default values of the schema.
*
* Hint: The difference to `getDefault` is that for object and tuple schemas
* this function recursively returns the default values of the subschemas
* instead of `undefined`.
*
* @param schema The schema to get them from.
*
* @returns The default values.
*/
/* @__NO_SIDE_EFFECTS__ */
function getDefaults(schema) {
	if ("entries" in schema) {
		const object$1 = {};
		for (const key in schema.entries) object$1[key] = /* @__PURE__ */ getDefaults(schema.entries[key]);
		return object$1;
	}
	if ("items" in schema) return schema.items.map(getDefaults);
	return /* @__PURE__ */ getDefault(schema);
}

//#endregion
//#region src/methods/getDefaults/getDefaultsAsync.ts
/**
* Returns the default values of the schema.
*
* Hint: The difference to `getDefault` is that for object and tuple schemas
* this function recursively returns the default values of the subschemas
* instead of `undefined`.
*
* @param schema The schema to get them from.
*
* @returns The default values.
*/
/* @__NO_SIDE_EFFECTS__ */
async function getDefaultsAsync(schema) {
	if ("entries" in schema) return Object.fromEntries(await Promise.all(Object.entries(schema.entries).map(async ([key, value$1]) => [key, await /* @__PURE__ */ getDefaultsAsync(value$1)])));
	if ("items" in schema) return Promise.all(schema.items.map(getDefaultsAsync));
	return /* @__PURE__ */ getDefault(schema);
}

//#endregion
//#region src/methods/getDescription/getDescription.ts
/**
* Returns the description of the schema.
*
* If multiple descriptions are defined, the last one of the highest level is
* returned. If no description is defined, `undefined` is returned.
*
* @param schema The schema to get the description from.
*
* @returns The description, if any.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function getDescription(schema) {
	return /* @__PURE__ */ _getLastMetadata(schema, "description");
}

//#endregion
//#region src/methods/getExamples/getExamples.ts
/**
* Returns the examples of a schema.
*
* If multiple examples are defined, it concatenates them using depth-first
* search. If no examples are defined, an empty array is returned.
*
* @param schema The schema to get the examples from.
*
* @returns The examples, if any.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function getExamples(schema) {
	const examples$1 = [];
	function depthFirstCollect(schema$1) {
		if ("pipe" in schema$1) {
			for (const item of schema$1.pipe) if (item.kind === "schema" && "pipe" in item) depthFirstCollect(item);
			else if (item.kind === "metadata" && item.type === "examples") for (const example of item.examples) examples$1.push(example);
		}
	}
	depthFirstCollect(schema);
	return examples$1;
}

//#endregion
//#region src/methods/getFallbacks/getFallbacks.ts
/**
* Returns the fallback values of the schema.
*
* Hint: The difference to `getFallback` is that for object and tuple schemas
* this function recursively returns the fallback values of the subschemas
* instead of `undefined`.
*
* @param schema The schema to get them from.
*
* @returns The fallback values.
*/
/* @__NO_SIDE_EFFECTS__ */
function getFallbacks(schema) {
	if ("entries" in schema) {
		const object$1 = {};
		for (const key in schema.entries) object$1[key] = /* @__PURE__ */ getFallbacks(schema.entries[key]);
		return object$1;
	}
	if ("items" in schema) return schema.items.map(getFallbacks);
	return /* @__PURE__ */ getFallback(schema);
}

//#endregion
//#region src/methods/getFallbacks/getFallbacksAsync.ts
/**
* Returns the fallback values of the schema.
*
* Hint: The difference to `getFallback` is that for object and tuple schemas
* this function recursively returns the fallback values of the subschemas
* instead of `undefined`.
*
* @param schema The schema to get them from.
*
* @returns The fallback values.
*/
/* @__NO_SIDE_EFFECTS__ */
async function getFallbacksAsync(schema) {
	if ("entries" in schema) return Object.fromEntries(await Promise.all(Object.entries(schema.entries).map(async ([key, value$1]) => [key, await /* @__PURE__ */ getFallbacksAsync(value$1)])));
	if ("items" in schema) return Promise.all(schema.items.map(getFallbacksAsync));
	return /* @__PURE__ */ getFallback(schema);
}

//#endregion
//#region src/methods/getMetadata/getMetadata.ts
/**
* Returns the metadata of a schema.
*
* If multiple metadata are defined, it shallowly merges them using depth-first
* search. If no metadata is defined, an empty object is returned.
*
* @param schema Schema to get the metadata from.
*
* @returns The metadata, if any.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function getMetadata(schema) {
	const result = {};
	function depthFirstMerge(schema$1) {
		if ("pipe" in schema$1) {
			for (const item of schema$1.pipe) if (item.kind === "schema" && "pipe" in item) depthFirstMerge(item);
			else if (item.kind === "metadata" && item.type === "metadata") Object.assign(result, item.metadata);
		}
	}
	depthFirstMerge(schema);
	return result;
}

//#endregion
//#region src/methods/getTitle/getTitle.ts
/**
* Returns the title of the schema.
*
* If multiple titles are defined, the last one of the highest level is
* returned. If no title is defined, `undefined` is returned.
*
* @param schema The schema to get the title from.
*
* @returns The title, if any.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function getTitle(schema) {
	return /* @__PURE__ */ _getLastMetadata(schema, "title");
}

//#endregion
//#region src/methods/is/is.ts
/**
* Checks if the input matches the schema. By using a type predicate, this
* function can be used as a type guard.
*
* @param schema The schema to be used.
* @param input The input to be tested.
*
* @returns Whether the input matches the schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function is(schema, input) {
	return !schema["~run"]({ value: input }, ABORT_EARLY_CONFIG).issues;
}

//#endregion
//#region src/schemas/any/any.ts
/**
* Creates an any schema.
*
* Hint: This schema function exists only for completeness and is not
* recommended in practice. Instead, `unknown` should be used to accept
* unknown data.
*
* @returns An any schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function any() {
	return _standardSchema({
		kind: "schema",
		type: "any",
		reference: any,
		expects: "any",
		async: false,
		"~run"(dataset) {
			dataset.typed = true;
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/array/array.ts
/* @__NO_SIDE_EFFECTS__ */
function array(item, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "array",
		reference: array,
		expects: "Array",
		async: false,
		item,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < input.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.item["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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

//#endregion
//#region src/schemas/array/arrayAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function arrayAsync(item, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "array",
		reference: arrayAsync,
		expects: "Array",
		async: true,
		item,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const itemDatasets = await Promise.all(input.map((value$1) => this.item["~run"]({ value: value$1 }, config$1)));
				for (let key = 0; key < itemDatasets.length; key++) {
					const itemDataset = itemDatasets[key];
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: input[key]
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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

//#endregion
//#region src/schemas/bigint/bigint.ts
/* @__NO_SIDE_EFFECTS__ */
function bigint(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "bigint",
		reference: bigint,
		expects: "bigint",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "bigint") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/blob/blob.ts
/* @__NO_SIDE_EFFECTS__ */
function blob(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "blob",
		reference: blob,
		expects: "Blob",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof Blob) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/boolean/boolean.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_boolean(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "boolean",
		reference: dist_boolean,
		expects: "boolean",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "boolean") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/custom/custom.ts
/* @__NO_SIDE_EFFECTS__ */
function custom(check$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "custom",
		reference: custom,
		expects: "unknown",
		async: false,
		check: check$1,
		message: message$1,
		"~run"(dataset, config$1) {
			if (this.check(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/custom/customAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function customAsync(check$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "custom",
		reference: customAsync,
		expects: "unknown",
		async: true,
		check: check$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (await this.check(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/date/date.ts
/* @__NO_SIDE_EFFECTS__ */
function date(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "date",
		reference: date,
		expects: "Date",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof Date) if (!isNaN(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1, { received: "\"Invalid Date\"" });
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/enum/enum.ts
/* @__NO_SIDE_EFFECTS__ */
function enum_(enum__, message$1) {
	const options = [];
	for (const key in enum__) if (`${+key}` !== key || typeof enum__[key] !== "string" || !Object.is(enum__[enum__[key]], +key)) options.push(enum__[key]);
	return _standardSchema({
		kind: "schema",
		type: "enum",
		reference: enum_,
		expects: /* @__PURE__ */ _joinExpects(options.map(_stringify), "|"),
		async: false,
		enum: enum__,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			if (this.options.includes(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/exactOptional/exactOptional.ts
/* @__NO_SIDE_EFFECTS__ */
function exactOptional(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "exact_optional",
		reference: exactOptional,
		expects: wrapped.expects,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/exactOptional/exactOptionalAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function exactOptionalAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "exact_optional",
		reference: exactOptionalAsync,
		expects: wrapped.expects,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/file/file.ts
/* @__NO_SIDE_EFFECTS__ */
function file(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "file",
		reference: file,
		expects: "File",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof File) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/function/function.ts
/* @__NO_SIDE_EFFECTS__ */
function function_(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "function",
		reference: function_,
		expects: "Function",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "function") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/instance/instance.ts
/* @__NO_SIDE_EFFECTS__ */
function instance(class_, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "instance",
		reference: instance,
		expects: class_.name,
		async: false,
		class: class_,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof this.class) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/intersect/utils/_merge/_merge.ts
/**
* Merges two values into one single output.
*
* @param value1 First value.
* @param value2 Second value.
*
* @returns The merge dataset.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _merge(value1, value2) {
	if (typeof value1 === typeof value2) {
		if (/* @__PURE__ */ _isSameValueZero(value1, value2) || value1 instanceof Date && value2 instanceof Date && /* @__PURE__ */ _isSameValueZero(+value1, +value2)) return { value: value1 };
		if (value1 && value2 && value1.constructor === Object && value2.constructor === Object) {
			const nextValue = {
				...value1,
				...value2
			};
			for (const key in value2) if (Object.prototype.hasOwnProperty.call(value1, key) && Object.prototype.hasOwnProperty.call(value2, key)) {
				const dataset = /* @__PURE__ */ _merge(value1[key], value2[key]);
				if (dataset.issue) return dataset;
				nextValue[key] = dataset.value;
			}
			return { value: nextValue };
		}
		if (Array.isArray(value1) && Array.isArray(value2)) {
			if (value1.length === value2.length) {
				const nextValue = [...value1];
				for (let index = 0; index < value1.length; index++) {
					const dataset = /* @__PURE__ */ _merge(value1[index], value2[index]);
					if (dataset.issue) return dataset;
					nextValue[index] = dataset.value;
				}
				return { value: nextValue };
			}
		}
	}
	return { issue: true };
}

//#endregion
//#region src/schemas/intersect/intersect.ts
/* @__NO_SIDE_EFFECTS__ */
function intersect(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "intersect",
		reference: intersect,
		expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "&"),
		async: false,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			if (this.options.length) {
				const input = dataset.value;
				let outputs;
				dataset.typed = true;
				for (const schema of this.options) {
					const optionDataset = schema["~run"]({ value: input }, config$1);
					if (optionDataset.issues) {
						if (dataset.issues) for (const issue of optionDataset.issues) dataset.issues.push(issue);
						else dataset.issues = optionDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!optionDataset.typed) dataset.typed = false;
					if (dataset.typed) if (outputs) outputs.push(optionDataset.value);
					else outputs = [optionDataset.value];
				}
				if (dataset.typed) {
					dataset.value = outputs[0];
					for (let index = 1; index < outputs.length; index++) {
						const mergeDataset = /* @__PURE__ */ _merge(dataset.value, outputs[index]);
						if (mergeDataset.issue) {
							_addIssue(this, "type", dataset, config$1, { received: "unknown" });
							break;
						}
						dataset.value = mergeDataset.value;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/intersect/intersectAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function intersectAsync(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "intersect",
		reference: intersectAsync,
		expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "&"),
		async: true,
		options,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (this.options.length) {
				const input = dataset.value;
				let outputs;
				dataset.typed = true;
				const optionDatasets = await Promise.all(this.options.map((schema) => schema["~run"]({ value: input }, config$1)));
				for (const optionDataset of optionDatasets) {
					if (optionDataset.issues) {
						if (dataset.issues) for (const issue of optionDataset.issues) dataset.issues.push(issue);
						else dataset.issues = optionDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!optionDataset.typed) dataset.typed = false;
					if (dataset.typed) if (outputs) outputs.push(optionDataset.value);
					else outputs = [optionDataset.value];
				}
				if (dataset.typed) {
					dataset.value = outputs[0];
					for (let index = 1; index < outputs.length; index++) {
						const mergeDataset = /* @__PURE__ */ _merge(dataset.value, outputs[index]);
						if (mergeDataset.issue) {
							_addIssue(this, "type", dataset, config$1, { received: "unknown" });
							break;
						}
						dataset.value = mergeDataset.value;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/lazy/lazy.ts
/**
* Creates a lazy schema.
*
* @param getter The schema getter.
*
* @returns A lazy schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function lazy(getter) {
	return _standardSchema({
		kind: "schema",
		type: "lazy",
		reference: lazy,
		expects: "unknown",
		async: false,
		getter,
		"~run"(dataset, config$1) {
			return this.getter(dataset.value)["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/lazy/lazyAsync.ts
/**
* Creates a lazy schema.
*
* @param getter The schema getter.
*
* @returns A lazy schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function lazyAsync(getter) {
	return _standardSchema({
		kind: "schema",
		type: "lazy",
		reference: lazyAsync,
		expects: "unknown",
		async: true,
		getter,
		async "~run"(dataset, config$1) {
			return (await this.getter(dataset.value))["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/literal/literal.ts
/* @__NO_SIDE_EFFECTS__ */
function literal(literal_, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "literal",
		reference: literal,
		expects: /* @__PURE__ */ _stringify(literal_),
		async: false,
		literal: literal_,
		message: message$1,
		"~run"(dataset, config$1) {
			if (/* @__PURE__ */ _isSameValueZero(dataset.value, this.literal)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/looseObject/looseObject.ts
/* @__NO_SIDE_EFFECTS__ */
function looseObject(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "loose_object",
		reference: looseObject,
		expects: "Object",
		async: false,
		entries: entries$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const key in this.entries) {
					const valueSchema = this.entries[key];
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
						const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: value$1
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
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
					} else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
					else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
						_addIssue(this, "key", dataset, config$1, {
							input: void 0,
							expected: `"${key}"`,
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						if (config$1.abortEarly) break;
					}
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (/* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)) dataset.value[key] = input[key];
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/looseObject/looseObjectAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function looseObjectAsync(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "loose_object",
		reference: looseObjectAsync,
		expects: "Object",
		async: true,
		entries: entries$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const valueDatasets = await Promise.all(Object.entries(this.entries).map(async ([key, valueSchema]) => {
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : await /* @__PURE__ */ getDefault(valueSchema);
						return [
							key,
							value$1,
							valueSchema,
							await valueSchema["~run"]({ value: value$1 }, config$1)
						];
					}
					return [
						key,
						input[key],
						valueSchema,
						null
					];
				}));
				for (const [key, value$1, valueSchema, valueDataset] of valueDatasets) if (valueDataset) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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
				} else if (valueSchema.fallback !== void 0) dataset.value[key] = await /* @__PURE__ */ getFallback(valueSchema);
				else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
					_addIssue(this, "key", dataset, config$1, {
						input: void 0,
						expected: `"${key}"`,
						path: [{
							type: "object",
							origin: "key",
							input,
							key,
							value: value$1
						}]
					});
					if (config$1.abortEarly) break;
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (/* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)) dataset.value[key] = input[key];
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/looseTuple/looseTuple.ts
/* @__NO_SIDE_EFFECTS__ */
function looseTuple(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "loose_tuple",
		reference: looseTuple,
		expects: "Array",
		async: false,
		items,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < this.items.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.items[key]["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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
				if (!dataset.issues || !config$1.abortEarly) for (let key = this.items.length; key < input.length; key++) dataset.value.push(input[key]);
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/looseTuple/looseTupleAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function looseTupleAsync(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "loose_tuple",
		reference: looseTupleAsync,
		expects: "Array",
		async: true,
		items,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const itemDatasets = await Promise.all(this.items.map(async (item, key) => {
					const value$1 = input[key];
					return [
						key,
						value$1,
						await item["~run"]({ value: value$1 }, config$1)
					];
				}));
				for (const [key, value$1, itemDataset] of itemDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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
				if (!dataset.issues || !config$1.abortEarly) for (let key = this.items.length; key < input.length; key++) dataset.value.push(input[key]);
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/map/map.ts
/* @__NO_SIDE_EFFECTS__ */
function map(key, value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "map",
		reference: map,
		expects: "Map",
		async: false,
		key,
		value: value$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input instanceof Map) {
				dataset.typed = true;
				dataset.value = /* @__PURE__ */ new Map();
				for (const [inputKey, inputValue] of input) {
					const keyDataset = this.key["~run"]({ value: inputKey }, config$1);
					if (keyDataset.issues) {
						const pathItem = {
							type: "map",
							origin: "key",
							input,
							key: inputKey,
							value: inputValue
						};
						for (const issue of keyDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = keyDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					const valueDataset = this.value["~run"]({ value: inputValue }, config$1);
					if (valueDataset.issues) {
						const pathItem = {
							type: "map",
							origin: "value",
							input,
							key: inputKey,
							value: inputValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
					dataset.value.set(keyDataset.value, valueDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/map/mapAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function mapAsync(key, value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "map",
		reference: mapAsync,
		expects: "Map",
		async: true,
		key,
		value: value$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input instanceof Map) {
				dataset.typed = true;
				dataset.value = /* @__PURE__ */ new Map();
				const datasets = await Promise.all([...input].map(([inputKey, inputValue]) => Promise.all([
					inputKey,
					inputValue,
					this.key["~run"]({ value: inputKey }, config$1),
					this.value["~run"]({ value: inputValue }, config$1)
				])));
				for (const [inputKey, inputValue, keyDataset, valueDataset] of datasets) {
					if (keyDataset.issues) {
						const pathItem = {
							type: "map",
							origin: "key",
							input,
							key: inputKey,
							value: inputValue
						};
						for (const issue of keyDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = keyDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (valueDataset.issues) {
						const pathItem = {
							type: "map",
							origin: "value",
							input,
							key: inputKey,
							value: inputValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
					dataset.value.set(keyDataset.value, valueDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nan/nan.ts
/* @__NO_SIDE_EFFECTS__ */
function nan(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "nan",
		reference: nan,
		expects: "NaN",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (Number.isNaN(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/never/never.ts
/* @__NO_SIDE_EFFECTS__ */
function never(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "never",
		reference: never,
		expects: "never",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			_addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonNullable/nonNullable.ts
/* @__NO_SIDE_EFFECTS__ */
function nonNullable(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_nullable",
		reference: nonNullable,
		expects: "!null",
		async: false,
		wrapped,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value !== null) dataset = this.wrapped["~run"](dataset, config$1);
			if (dataset.value === null) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonNullable/nonNullableAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nonNullableAsync(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_nullable",
		reference: nonNullableAsync,
		expects: "!null",
		async: true,
		wrapped,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (dataset.value !== null) dataset = await this.wrapped["~run"](dataset, config$1);
			if (dataset.value === null) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonNullish/nonNullish.ts
/* @__NO_SIDE_EFFECTS__ */
function nonNullish(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_nullish",
		reference: nonNullish,
		expects: "(!null & !undefined)",
		async: false,
		wrapped,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!(dataset.value === null || dataset.value === void 0)) dataset = this.wrapped["~run"](dataset, config$1);
			if (dataset.value === null || dataset.value === void 0) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonNullish/nonNullishAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nonNullishAsync(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_nullish",
		reference: nonNullishAsync,
		expects: "(!null & !undefined)",
		async: true,
		wrapped,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (!(dataset.value === null || dataset.value === void 0)) dataset = await this.wrapped["~run"](dataset, config$1);
			if (dataset.value === null || dataset.value === void 0) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonOptional/nonOptional.ts
/* @__NO_SIDE_EFFECTS__ */
function nonOptional(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_optional",
		reference: nonOptional,
		expects: "!undefined",
		async: false,
		wrapped,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value !== void 0) dataset = this.wrapped["~run"](dataset, config$1);
			if (dataset.value === void 0) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonOptional/nonOptionalAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nonOptionalAsync(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_optional",
		reference: nonOptionalAsync,
		expects: "!undefined",
		async: true,
		wrapped,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (dataset.value !== void 0) dataset = await this.wrapped["~run"](dataset, config$1);
			if (dataset.value === void 0) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/null/null.ts
/* @__NO_SIDE_EFFECTS__ */
function null_(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "null",
		reference: null_,
		expects: "null",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value === null) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nullable/nullable.ts
/* @__NO_SIDE_EFFECTS__ */
function nullable(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "nullable",
		reference: nullable,
		expects: `(${wrapped.expects} | null)`,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			if (dataset.value === null) {
				if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === null) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/nullable/nullableAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nullableAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "nullable",
		reference: nullableAsync,
		expects: `(${wrapped.expects} | null)`,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			if (dataset.value === null) {
				if (this.default !== void 0) dataset.value = await /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === null) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/nullish/nullish.ts
/* @__NO_SIDE_EFFECTS__ */
function nullish(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "nullish",
		reference: nullish,
		expects: `(${wrapped.expects} | null | undefined)`,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			if (dataset.value === null || dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === null || dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/nullish/nullishAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nullishAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "nullish",
		reference: nullishAsync,
		expects: `(${wrapped.expects} | null | undefined)`,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			if (dataset.value === null || dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = await /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === null || dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/number/number.ts
/* @__NO_SIDE_EFFECTS__ */
function number(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "number",
		reference: number,
		expects: "number",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "number" && !isNaN(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/object/object.ts
/* @__NO_SIDE_EFFECTS__ */
function object(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "object",
		reference: object,
		expects: "Object",
		async: false,
		entries: entries$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const key in this.entries) {
					const valueSchema = this.entries[key];
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
						const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: value$1
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
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
					} else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
					else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
						_addIssue(this, "key", dataset, config$1, {
							input: void 0,
							expected: `"${key}"`,
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						if (config$1.abortEarly) break;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/object/objectAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function objectAsync(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "object",
		reference: objectAsync,
		expects: "Object",
		async: true,
		entries: entries$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const valueDatasets = await Promise.all(Object.entries(this.entries).map(async ([key, valueSchema]) => {
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : await /* @__PURE__ */ getDefault(valueSchema);
						return [
							key,
							value$1,
							valueSchema,
							await valueSchema["~run"]({ value: value$1 }, config$1)
						];
					}
					return [
						key,
						input[key],
						valueSchema,
						null
					];
				}));
				for (const [key, value$1, valueSchema, valueDataset] of valueDatasets) if (valueDataset) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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
				} else if (valueSchema.fallback !== void 0) dataset.value[key] = await /* @__PURE__ */ getFallback(valueSchema);
				else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
					_addIssue(this, "key", dataset, config$1, {
						input: void 0,
						expected: `"${key}"`,
						path: [{
							type: "object",
							origin: "key",
							input,
							key,
							value: value$1
						}]
					});
					if (config$1.abortEarly) break;
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/objectWithRest/objectWithRest.ts
/* @__NO_SIDE_EFFECTS__ */
function objectWithRest(entries$1, rest, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "object_with_rest",
		reference: objectWithRest,
		expects: "Object",
		async: false,
		entries: entries$1,
		rest,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const key in this.entries) {
					const valueSchema = this.entries[key];
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
						const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: value$1
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
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
					} else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
					else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
						_addIssue(this, "key", dataset, config$1, {
							input: void 0,
							expected: `"${key}"`,
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						if (config$1.abortEarly) break;
					}
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (/* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)) {
						const valueDataset = this.rest["~run"]({ value: input[key] }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: input[key]
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
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
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/objectWithRest/objectWithRestAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function objectWithRestAsync(entries$1, rest, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "object_with_rest",
		reference: objectWithRestAsync,
		expects: "Object",
		async: true,
		entries: entries$1,
		rest,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const [normalDatasets, restDatasets] = await Promise.all([Promise.all(Object.entries(this.entries).map(async ([key, valueSchema]) => {
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : await /* @__PURE__ */ getDefault(valueSchema);
						return [
							key,
							value$1,
							valueSchema,
							await valueSchema["~run"]({ value: value$1 }, config$1)
						];
					}
					return [
						key,
						input[key],
						valueSchema,
						null
					];
				})), Promise.all(Object.entries(input).filter(([key]) => /* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)).map(async ([key, value$1]) => [
					key,
					value$1,
					await this.rest["~run"]({ value: value$1 }, config$1)
				]))]);
				for (const [key, value$1, valueSchema, valueDataset] of normalDatasets) if (valueDataset) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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
				} else if (valueSchema.fallback !== void 0) dataset.value[key] = await /* @__PURE__ */ getFallback(valueSchema);
				else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
					_addIssue(this, "key", dataset, config$1, {
						input: void 0,
						expected: `"${key}"`,
						path: [{
							type: "object",
							origin: "key",
							input,
							key,
							value: value$1
						}]
					});
					if (config$1.abortEarly) break;
				}
				if (!dataset.issues || !config$1.abortEarly) for (const [key, value$1, valueDataset] of restDatasets) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/optional/optional.ts
/* @__NO_SIDE_EFFECTS__ */
function optional(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "optional",
		reference: optional,
		expects: `(${wrapped.expects} | undefined)`,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			if (dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/optional/optionalAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function optionalAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "optional",
		reference: optionalAsync,
		expects: `(${wrapped.expects} | undefined)`,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			if (dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = await /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/picklist/picklist.ts
/* @__NO_SIDE_EFFECTS__ */
function picklist(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "picklist",
		reference: picklist,
		expects: /* @__PURE__ */ _joinExpects(options.map(_stringify), "|"),
		async: false,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			if (this.options.includes(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/promise/promise.ts
/* @__NO_SIDE_EFFECTS__ */
function promise(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "promise",
		reference: promise,
		expects: "Promise",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof Promise) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/record/record.ts
/* @__NO_SIDE_EFFECTS__ */
function record(key, value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "record",
		reference: record,
		expects: "Object",
		async: false,
		key,
		value: value$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const entryKey in input) if (/* @__PURE__ */ _isValidObjectKey(input, entryKey)) {
					const entryValue = input[entryKey];
					const keyDataset = this.key["~run"]({ value: entryKey }, config$1);
					if (keyDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "key",
							input,
							key: entryKey,
							value: entryValue
						};
						for (const issue of keyDataset.issues) {
							issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = keyDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					const valueDataset = this.value["~run"]({ value: entryValue }, config$1);
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key: entryKey,
							value: entryValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
					if (keyDataset.typed) dataset.value[keyDataset.value] = valueDataset.value;
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/record/recordAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function recordAsync(key, value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "record",
		reference: recordAsync,
		expects: "Object",
		async: true,
		key,
		value: value$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const datasets = await Promise.all(Object.entries(input).filter(([key$1]) => /* @__PURE__ */ _isValidObjectKey(input, key$1)).map(([entryKey, entryValue]) => Promise.all([
					entryKey,
					entryValue,
					this.key["~run"]({ value: entryKey }, config$1),
					this.value["~run"]({ value: entryValue }, config$1)
				])));
				for (const [entryKey, entryValue, keyDataset, valueDataset] of datasets) {
					if (keyDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "key",
							input,
							key: entryKey,
							value: entryValue
						};
						for (const issue of keyDataset.issues) {
							issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = keyDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key: entryKey,
							value: entryValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
					if (keyDataset.typed) dataset.value[keyDataset.value] = valueDataset.value;
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/set/set.ts
/* @__NO_SIDE_EFFECTS__ */
function set(value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "set",
		reference: set,
		expects: "Set",
		async: false,
		value: value$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input instanceof Set) {
				dataset.typed = true;
				dataset.value = /* @__PURE__ */ new Set();
				for (const inputValue of input) {
					const valueDataset = this.value["~run"]({ value: inputValue }, config$1);
					if (valueDataset.issues) {
						const pathItem = {
							type: "set",
							origin: "value",
							input,
							key: null,
							value: inputValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value.add(valueDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/set/setAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function setAsync(value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "set",
		reference: setAsync,
		expects: "Set",
		async: true,
		value: value$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input instanceof Set) {
				dataset.typed = true;
				dataset.value = /* @__PURE__ */ new Set();
				const valueDatasets = await Promise.all([...input].map(async (inputValue) => [inputValue, await this.value["~run"]({ value: inputValue }, config$1)]));
				for (const [inputValue, valueDataset] of valueDatasets) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "set",
							origin: "value",
							input,
							key: null,
							value: inputValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value.add(valueDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/strictObject/strictObject.ts
/* @__NO_SIDE_EFFECTS__ */
function strictObject(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "strict_object",
		reference: strictObject,
		expects: "Object",
		async: false,
		entries: entries$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const key in this.entries) {
					const valueSchema = this.entries[key];
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
						const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: value$1
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
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
					} else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
					else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
						_addIssue(this, "key", dataset, config$1, {
							input: void 0,
							expected: `"${key}"`,
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						if (config$1.abortEarly) break;
					}
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (!Object.prototype.hasOwnProperty.call(this.entries, key)) {
						_addIssue(this, "key", dataset, config$1, {
							input: key,
							expected: "never",
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						break;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/strictObject/strictObjectAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function strictObjectAsync(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "strict_object",
		reference: strictObjectAsync,
		expects: "Object",
		async: true,
		entries: entries$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const valueDatasets = await Promise.all(Object.entries(this.entries).map(async ([key, valueSchema]) => {
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : await /* @__PURE__ */ getDefault(valueSchema);
						return [
							key,
							value$1,
							valueSchema,
							await valueSchema["~run"]({ value: value$1 }, config$1)
						];
					}
					return [
						key,
						input[key],
						valueSchema,
						null
					];
				}));
				for (const [key, value$1, valueSchema, valueDataset] of valueDatasets) if (valueDataset) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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
				} else if (valueSchema.fallback !== void 0) dataset.value[key] = await /* @__PURE__ */ getFallback(valueSchema);
				else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
					_addIssue(this, "key", dataset, config$1, {
						input: void 0,
						expected: `"${key}"`,
						path: [{
							type: "object",
							origin: "key",
							input,
							key,
							value: value$1
						}]
					});
					if (config$1.abortEarly) break;
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (!Object.prototype.hasOwnProperty.call(this.entries, key)) {
						_addIssue(this, "key", dataset, config$1, {
							input: key,
							expected: "never",
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						break;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/strictTuple/strictTuple.ts
/* @__NO_SIDE_EFFECTS__ */
function strictTuple(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "strict_tuple",
		reference: strictTuple,
		expects: "Array",
		async: false,
		items,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < this.items.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.items[key]["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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
				if (!(dataset.issues && config$1.abortEarly) && this.items.length < input.length) _addIssue(this, "type", dataset, config$1, {
					input: input[this.items.length],
					expected: "never",
					path: [{
						type: "array",
						origin: "value",
						input,
						key: this.items.length,
						value: input[this.items.length]
					}]
				});
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/strictTuple/strictTupleAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function strictTupleAsync(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "strict_tuple",
		reference: strictTupleAsync,
		expects: "Array",
		async: true,
		items,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const itemDatasets = await Promise.all(this.items.map(async (item, key) => {
					const value$1 = input[key];
					return [
						key,
						value$1,
						await item["~run"]({ value: value$1 }, config$1)
					];
				}));
				for (const [key, value$1, itemDataset] of itemDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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
				if (!(dataset.issues && config$1.abortEarly) && this.items.length < input.length) _addIssue(this, "type", dataset, config$1, {
					input: input[this.items.length],
					expected: "never",
					path: [{
						type: "array",
						origin: "value",
						input,
						key: this.items.length,
						value: input[this.items.length]
					}]
				});
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/string/string.ts
/* @__NO_SIDE_EFFECTS__ */
function string(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "string",
		reference: string,
		expects: "string",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "string") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/symbol/symbol.ts
/* @__NO_SIDE_EFFECTS__ */
function symbol(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "symbol",
		reference: symbol,
		expects: "symbol",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "symbol") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/tuple/tuple.ts
/* @__NO_SIDE_EFFECTS__ */
function tuple(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "tuple",
		reference: tuple,
		expects: "Array",
		async: false,
		items,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < this.items.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.items[key]["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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

//#endregion
//#region src/schemas/tuple/tupleAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function tupleAsync(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "tuple",
		reference: tupleAsync,
		expects: "Array",
		async: true,
		items,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const itemDatasets = await Promise.all(this.items.map(async (item, key) => {
					const value$1 = input[key];
					return [
						key,
						value$1,
						await item["~run"]({ value: value$1 }, config$1)
					];
				}));
				for (const [key, value$1, itemDataset] of itemDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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

//#endregion
//#region src/schemas/tupleWithRest/tupleWithRest.ts
/* @__NO_SIDE_EFFECTS__ */
function tupleWithRest(items, rest, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "tuple_with_rest",
		reference: tupleWithRest,
		expects: "Array",
		async: false,
		items,
		rest,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < this.items.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.items[key]["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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
				if (!dataset.issues || !config$1.abortEarly) for (let key = this.items.length; key < input.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.rest["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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

//#endregion
//#region src/schemas/tupleWithRest/tupleWithRestAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function tupleWithRestAsync(items, rest, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "tuple_with_rest",
		reference: tupleWithRestAsync,
		expects: "Array",
		async: true,
		items,
		rest,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const [normalDatasets, restDatasets] = await Promise.all([Promise.all(this.items.map(async (item, key) => {
					const value$1 = input[key];
					return [
						key,
						value$1,
						await item["~run"]({ value: value$1 }, config$1)
					];
				})), Promise.all(input.slice(this.items.length).map(async (value$1, key) => {
					return [
						key + this.items.length,
						value$1,
						await this.rest["~run"]({ value: value$1 }, config$1)
					];
				}))]);
				for (const [key, value$1, itemDataset] of normalDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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
				if (!dataset.issues || !config$1.abortEarly) for (const [key, value$1, itemDataset] of restDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
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

//#endregion
//#region src/schemas/undefined/undefined.ts
/* @__NO_SIDE_EFFECTS__ */
function undefined_(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "undefined",
		reference: undefined_,
		expects: "undefined",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value === void 0) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/undefinedable/undefinedable.ts
/* @__NO_SIDE_EFFECTS__ */
function undefinedable(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "undefinedable",
		reference: undefinedable,
		expects: `(${wrapped.expects} | undefined)`,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			if (dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/undefinedable/undefinedableAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function undefinedableAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "undefinedable",
		reference: undefinedableAsync,
		expects: `(${wrapped.expects} | undefined)`,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			if (dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = await /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/union/utils/_subIssues/_subIssues.ts
/**
* Returns the sub issues of the provided datasets for the union issue.
*
* @param datasets The datasets.
*
* @returns The sub issues.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _subIssues(datasets) {
	let issues;
	if (datasets) for (const dataset of datasets) if (issues) for (const issue of dataset.issues) issues.push(issue);
	else issues = dataset.issues;
	return issues;
}

//#endregion
//#region src/schemas/union/union.ts
/* @__NO_SIDE_EFFECTS__ */
function union(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "union",
		reference: union,
		expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "|"),
		async: false,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			let validDataset;
			let typedDatasets;
			let untypedDatasets;
			for (const schema of this.options) {
				const optionDataset = schema["~run"]({ value: dataset.value }, config$1);
				if (optionDataset.typed) if (optionDataset.issues) if (typedDatasets) typedDatasets.push(optionDataset);
				else typedDatasets = [optionDataset];
				else {
					validDataset = optionDataset;
					break;
				}
				else if (untypedDatasets) untypedDatasets.push(optionDataset);
				else untypedDatasets = [optionDataset];
			}
			if (validDataset) return validDataset;
			if (typedDatasets) {
				if (typedDatasets.length === 1) return typedDatasets[0];
				_addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(typedDatasets) });
				dataset.typed = true;
			} else if (untypedDatasets?.length === 1) return untypedDatasets[0];
			else _addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(untypedDatasets) });
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/union/unionAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function unionAsync(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "union",
		reference: unionAsync,
		expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "|"),
		async: true,
		options,
		message: message$1,
		async "~run"(dataset, config$1) {
			let validDataset;
			let typedDatasets;
			let untypedDatasets;
			for (const schema of this.options) {
				const optionDataset = await schema["~run"]({ value: dataset.value }, config$1);
				if (optionDataset.typed) if (optionDataset.issues) if (typedDatasets) typedDatasets.push(optionDataset);
				else typedDatasets = [optionDataset];
				else {
					validDataset = optionDataset;
					break;
				}
				else if (untypedDatasets) untypedDatasets.push(optionDataset);
				else untypedDatasets = [optionDataset];
			}
			if (validDataset) return validDataset;
			if (typedDatasets) {
				if (typedDatasets.length === 1) return typedDatasets[0];
				_addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(typedDatasets) });
				dataset.typed = true;
			} else if (untypedDatasets?.length === 1) return untypedDatasets[0];
			else _addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(untypedDatasets) });
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/unknown/unknown.ts
/**
* Creates a unknown schema.
*
* @returns A unknown schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function unknown() {
	return _standardSchema({
		kind: "schema",
		type: "unknown",
		reference: unknown,
		expects: "unknown",
		async: false,
		"~run"(dataset) {
			dataset.typed = true;
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/variant/variant.ts
/* @__NO_SIDE_EFFECTS__ */
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
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				let outputDataset;
				let maxDiscriminatorPriority = 0;
				let invalidDiscriminatorKey = this.key;
				let expectedDiscriminators = [];
				const parseOptions = (variant$1, allKeys) => {
					for (const schema of variant$1.options) {
						if (schema.type === "variant") parseOptions(schema, new Set(allKeys).add(schema.key));
						else {
							let keysAreValid = true;
							let currentPriority = 0;
							for (const currentKey of allKeys) {
								const discriminatorSchema = schema.entries[currentKey];
								if (currentKey in input ? discriminatorSchema["~run"]({
									typed: false,
									value: input[currentKey]
								}, ABORT_EARLY_CONFIG).issues : discriminatorSchema.type !== "exact_optional" && discriminatorSchema.type !== "optional" && discriminatorSchema.type !== "nullish") {
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
								const optionDataset = schema["~run"]({ value: input }, config$1);
								if (!outputDataset || !outputDataset.typed && optionDataset.typed) outputDataset = optionDataset;
							}
						}
						if (outputDataset && !outputDataset.issues) break;
					}
				};
				parseOptions(this, new Set([this.key]));
				if (outputDataset) return outputDataset;
				_addIssue(this, "type", dataset, config$1, {
					input: input[invalidDiscriminatorKey],
					expected: /* @__PURE__ */ _joinExpects(expectedDiscriminators, "|"),
					path: [{
						type: "object",
						origin: "value",
						input,
						key: invalidDiscriminatorKey,
						value: input[invalidDiscriminatorKey]
					}]
				});
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/variant/variantAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function variantAsync(key, options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "variant",
		reference: variantAsync,
		expects: "Object",
		async: true,
		key,
		options,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				let outputDataset;
				let maxDiscriminatorPriority = 0;
				let invalidDiscriminatorKey = this.key;
				let expectedDiscriminators = [];
				const parseOptions = async (variant$1, allKeys) => {
					for (const schema of variant$1.options) {
						if (schema.type === "variant") await parseOptions(schema, new Set(allKeys).add(schema.key));
						else {
							let keysAreValid = true;
							let currentPriority = 0;
							for (const currentKey of allKeys) {
								const discriminatorSchema = schema.entries[currentKey];
								if (currentKey in input ? (await discriminatorSchema["~run"]({
									typed: false,
									value: input[currentKey]
								}, ABORT_EARLY_CONFIG)).issues : discriminatorSchema.type !== "exact_optional" && discriminatorSchema.type !== "optional" && discriminatorSchema.type !== "nullish") {
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
								const optionDataset = await schema["~run"]({ value: input }, config$1);
								if (!outputDataset || !outputDataset.typed && optionDataset.typed) outputDataset = optionDataset;
							}
						}
						if (outputDataset && !outputDataset.issues) break;
					}
				};
				await parseOptions(this, new Set([this.key]));
				if (outputDataset) return outputDataset;
				_addIssue(this, "type", dataset, config$1, {
					input: input[invalidDiscriminatorKey],
					expected: /* @__PURE__ */ _joinExpects(expectedDiscriminators, "|"),
					path: [{
						type: "object",
						origin: "value",
						input,
						key: invalidDiscriminatorKey,
						value: input[invalidDiscriminatorKey]
					}]
				});
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/void/void.ts
/* @__NO_SIDE_EFFECTS__ */
function void_(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "void",
		reference: void_,
		expects: "void",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value === void 0) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/methods/keyof/keyof.ts
/* @__NO_SIDE_EFFECTS__ */
function keyof(schema, message$1) {
	return /* @__PURE__ */ picklist(Object.keys(schema.entries), message$1);
}

//#endregion
//#region src/methods/message/message.ts
/**
* Changes the local message configuration of a schema.
*
* @param schema The schema to configure.
* @param message_ The error message.
*
* @returns The configured schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function message(schema, message_) {
	return _standardSchema({
		...schema,
		"~run"(dataset, config$1) {
			return schema["~run"](dataset, {
				...config$1,
				message: message_
			});
		}
	});
}

//#endregion
//#region src/methods/omit/omit.ts
/**
* Creates a modified copy of an object schema that does not contain the
* selected entries.
*
* @param schema The schema to omit from.
* @param keys The selected entries.
*
* @returns An object schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function omit(schema, keys) {
	const entries$1 = { ...schema.entries };
	for (const key of keys) delete entries$1[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/parse/parse.ts
/**
* Parses an unknown input based on a schema.
*
* @param schema The schema to be used.
* @param input The input to be parsed.
* @param config The parse configuration.
*
* @returns The parsed input.
*/
function parse(schema, input, config$1) {
	const dataset = schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
	if (dataset.issues) throw new ValiError(dataset.issues);
	return dataset.value;
}

//#endregion
//#region src/methods/parse/parseAsync.ts
/**
* Parses an unknown input based on a schema.
*
* @param schema The schema to be used.
* @param input The input to be parsed.
* @param config The parse configuration.
*
* @returns The parsed input.
*/
async function parseAsync(schema, input, config$1) {
	const dataset = await schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
	if (dataset.issues) throw new ValiError(dataset.issues);
	return dataset.value;
}

//#endregion
//#region src/methods/parser/parser.ts
/* @__NO_SIDE_EFFECTS__ */
function parser(schema, config$1) {
	const func = (input) => parse(schema, input, config$1);
	func.schema = schema;
	func.config = config$1;
	return func;
}

//#endregion
//#region src/methods/parser/parserAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function parserAsync(schema, config$1) {
	const func = (input) => parseAsync(schema, input, config$1);
	func.schema = schema;
	func.config = config$1;
	return func;
}

//#endregion
//#region src/methods/partial/partial.ts
/* @__NO_SIDE_EFFECTS__ */
function partial(schema, keys) {
	const entries$1 = {};
	for (const key in schema.entries) entries$1[key] = !keys || keys.includes(key) ? /* @__PURE__ */ optional(schema.entries[key]) : schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/partial/partialAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function partialAsync(schema, keys) {
	const entries$1 = {};
	for (const key in schema.entries) entries$1[key] = !keys || keys.includes(key) ? /* @__PURE__ */ optionalAsync(schema.entries[key]) : schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/pick/pick.ts
/**
* Creates a modified copy of an object schema that contains only the selected
* entries.
*
* @param schema The schema to pick from.
* @param keys The selected entries.
*
* @returns An object schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function pick(schema, keys) {
	const entries$1 = {};
	for (const key of keys) entries$1[key] = schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/pipe/pipe.ts
/* @__NO_SIDE_EFFECTS__ */
function pipe(...pipe$1) {
	return _standardSchema({
		...pipe$1[0],
		pipe: pipe$1,
		"~run"(dataset, config$1) {
			for (const item of pipe$1) if (item.kind !== "metadata") {
				if (dataset.issues && (item.kind === "schema" || item.kind === "transformation")) {
					dataset.typed = false;
					break;
				}
				if (!dataset.issues || !config$1.abortEarly && !config$1.abortPipeEarly) dataset = item["~run"](dataset, config$1);
			}
			return dataset;
		}
	});
}

//#endregion
//#region src/methods/pipe/pipeAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function pipeAsync(...pipe$1) {
	return _standardSchema({
		...pipe$1[0],
		pipe: pipe$1,
		async: true,
		async "~run"(dataset, config$1) {
			for (const item of pipe$1) if (item.kind !== "metadata") {
				if (dataset.issues && (item.kind === "schema" || item.kind === "transformation")) {
					dataset.typed = false;
					break;
				}
				if (!dataset.issues || !config$1.abortEarly && !config$1.abortPipeEarly) dataset = await item["~run"](dataset, config$1);
			}
			return dataset;
		}
	});
}

//#endregion
//#region src/methods/required/required.ts
/* @__NO_SIDE_EFFECTS__ */
function required(schema, arg2, arg3) {
	const keys = Array.isArray(arg2) ? arg2 : void 0;
	const message$1 = Array.isArray(arg2) ? arg3 : arg2;
	const entries$1 = {};
	for (const key in schema.entries) entries$1[key] = !keys || keys.includes(key) ? /* @__PURE__ */ nonOptional(schema.entries[key], message$1) : schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/required/requiredAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function requiredAsync(schema, arg2, arg3) {
	const keys = Array.isArray(arg2) ? arg2 : void 0;
	const message$1 = Array.isArray(arg2) ? arg3 : arg2;
	const entries$1 = {};
	for (const key in schema.entries) entries$1[key] = !keys || keys.includes(key) ? /* @__PURE__ */ nonOptionalAsync(schema.entries[key], message$1) : schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/safeParse/safeParse.ts
/**
* Parses an unknown input based on a schema.
*
* @param schema The schema to be used.
* @param input The input to be parsed.
* @param config The parse configuration.
*
* @returns The parse result.
*/
/* @__NO_SIDE_EFFECTS__ */
function safeParse(schema, input, config$1) {
	const dataset = schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
	return {
		typed: dataset.typed,
		success: !dataset.issues,
		output: dataset.value,
		issues: dataset.issues
	};
}

//#endregion
//#region src/methods/safeParse/safeParseAsync.ts
/**
* Parses an unknown input based on a schema.
*
* @param schema The schema to be used.
* @param input The input to be parsed.
* @param config The parse configuration.
*
* @returns The parse result.
*/
/* @__NO_SIDE_EFFECTS__ */
async function safeParseAsync(schema, input, config$1) {
	const dataset = await schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
	return {
		typed: dataset.typed,
		success: !dataset.issues,
		output: dataset.value,
		issues: dataset.issues
	};
}

//#endregion
//#region src/methods/safeParser/safeParser.ts
/* @__NO_SIDE_EFFECTS__ */
function safeParser(schema, config$1) {
	const func = (input) => /* @__PURE__ */ safeParse(schema, input, config$1);
	func.schema = schema;
	func.config = config$1;
	return func;
}

//#endregion
//#region src/methods/safeParser/safeParserAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function safeParserAsync(schema, config$1) {
	const func = (input) => /* @__PURE__ */ safeParseAsync(schema, input, config$1);
	func.schema = schema;
	func.config = config$1;
	return func;
}

//#endregion
//#region src/methods/summarize/summarize.ts
/**
* Summarize the error messages of issues in a pretty-printable multi-line string.
*
* @param issues The list of issues.
*
* @returns A summary of the issues.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function summarize(issues) {
	let summary = "";
	for (const issue of issues) {
		if (summary) summary += "\n";
		summary += `\u00d7 ${issue.message}`;
		const dotPath = /* @__PURE__ */ getDotPath(issue);
		if (dotPath) summary += `\n  \u2192 at ${dotPath}`;
	}
	return summary;
}

//#endregion
//#region src/methods/unwrap/unwrap.ts
/**
* Unwraps the wrapped schema.
*
* @param schema The schema to be unwrapped.
*
* @returns The unwrapped schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function unwrap(schema) {
	return schema.wrapped;
}

//#endregion

;// CONCATENATED MODULE: ./src/shared/service/service-api-shapes.ts
/**
 * The service's API as this project understands it, written once, in three parts: what its
 * endpoints have in common (here: the error answer, what an endpoint is, how an answer is checked
 * and how a client reads one), and beside each client the endpoints it calls:
 * ../../agent/job/agent-api-shapes.ts and ../../analytics/analytics-api-shapes.ts. The clients
 * read answers through these definitions (forgivingly, see `forgiving`), the emulator types and
 * checks its answers with them (emulator/service-api.ts joins the two actions' endpoints into the
 * one table it serves), and the contract tests hold the emulator to them on every run and compare
 * them with the vendor's published specs where those are present. Self-contained on purpose: it
 * imports nothing from either action.
 *
 * Answers are strict objects: the emulator must send the documented fields and nothing else.
 * The clients never parse with these strict shapes; they read each field on its own.
 *
 * Cost (ncc bundles all of valibot, about 205 KiB unminified): dist/index.js 1.16 -> 1.37 MB
 * and dist/analytics/index.js 1.13 -> 1.34 MB (+18%), dist/post too; start-up of a run
 * that exits on a missing input, farm-bench medians of 60 pairs on Node 24, 2 shared cores:
 * CPU 153 -> 161 ms (agent) and 132 -> 140 ms (analytics), about +5%, peak memory +1.2 MiB.
 */

/** An error answer: `error` always; the analytics endpoints add `details`. */
const ServiceError = strictObject({
    error: string(),
    details: optional(array(strictObject({ message: string() }))),
});
/**
 * What is wrong with an answer of `op` (as `endpoint` defines it), one line per problem; empty
 * when it matches the definition.
 */
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
/**
 * A client's reading of an object shape: each of its fields read by `read` (which never fails)
 * instead of by its strict schema, so a missing, null, mistyped or unknown value never stops the
 * client; fields the definition does not name are ignored.
 */
function forgiving(shape, read) {
    const entries = Object.fromEntries(Object.keys(shape.entries).map((key) => [key, read]));
    return object(entries);
}

;// CONCATENATED MODULE: ./src/shared/deployments/deployment-api-shapes.ts
/**
 * The deployment endpoints (v1) of the service's External API, as this project understands them
 * from its published spec (api-facts: "Deployments, previews and automations"): what the agent
 * action (previews of its pull requests) and the deploy action call, through
 * ./deployment-api.ts. Shared by both, so it lives here; the emulator serves them and the
 * contract tests hold them to the spec, as ../service/service-api-shapes.ts says.
 */

// By its .ts name: the emulator runs this file with Node's type stripping, which finds no .js.

const DEPLOYMENT_STATUSES = ['queued', 'in_progress', 'success', 'failure'];
const UPDATE_SOURCES = [
    'internal',
    'github-app-installation',
    'api',
    'github',
    'dashboard',
    'gitlab',
    'onboarding',
];
const Names = optional(array(string()));
/** The files a deployment's commit changed. */
const FilesChanged = strictObject({ added: Names, modified: Names, removed: Names });
/** A deployment's status: an update's or a preview's (one endpoint). The spec requires no field. */
const DeploymentStatus = strictObject({
    _id: optional(string()),
    projectId: optional(string()),
    /** ISO dates in UTC ("An ISODate"); no format is stated. */
    createdAt: optional(string()),
    endedAt: optional(string()),
    status: optional(picklist(DEPLOYMENT_STATUSES)),
    summary: optional(string()),
    logs: optional(array(string())),
    subdomain: optional(string()),
    /** URLs of screenshots of the docs (described as "a screenshot", no format stated). */
    screenshot: optional(string()),
    screenshotLight: optional(string()),
    screenshotDark: optional(string()),
    author: optional(nullable(strictObject({
        name: optional(string()),
        avatarUrl: optional(string()),
        githubUserId: optional(number()),
    }))),
    commit: optional(strictObject({
        sha: optional(string()),
        ref: optional(string()),
        message: optional(string()),
        filesChanged: optional(FilesChanged),
    })),
    source: optional(picklist(UPDATE_SOURCES)),
});
/** The answer of an update: the status to follow. */
const UpdateQueued = strictObject({ statusId: optional(string()) });
/** The answer of a preview: the status to follow, and where the preview will be. */
const PreviewQueued = strictObject({
    statusId: optional(string()),
    previewUrl: optional(string()),
});
/** The body of a preview request: the branch (required, at least one character). */
const PreviewRequest = object({ branch: pipe(string(), minLength(1)) });
/** The answer of an automation run now. */
const AutomationQueued = strictObject({
    schemaId: optional(string()),
    instanceId: optional(string()),
    jobId: optional(string()),
});
/**
 * Every deployment endpoint, keyed by the operation names the emulator logs and faults use. The
 * spec lists no 401, 404 or 429 for most; they happen in practice and carry a `ServiceError`.
 */
const DEPLOYMENT_ENDPOINTS = {
    'deploy.update': {
        method: 'POST',
        path: '/v1/project/update/{projectId}',
        answers: { 202: UpdateQueued },
    },
    'deploy.status': {
        method: 'GET',
        path: '/v1/project/update-status/{statusId}',
        answers: { 200: DeploymentStatus },
    },
    'deploy.preview': {
        method: 'POST',
        path: '/v1/project/preview/{projectId}',
        body: PreviewRequest,
        answers: { 202: PreviewQueued, 400: ServiceError, 403: ServiceError },
    },
    'deploy.automation': {
        method: 'POST',
        path: '/v1/workflow/{projectId}/{workflowSchemaId}/trigger',
        answers: { 202: AutomationQueued, 400: ServiceError, 404: ServiceError },
    },
};

;// CONCATENATED MODULE: ./src/shared/deployments/deployment.ts



const DEPLOYMENT_TERMINAL = ['success', 'failure'];
const DEPLOYMENT_KNOWN = DEPLOYMENT_STATUSES;
function deploymentEnded(status) {
    return status !== null && DEPLOYMENT_TERMINAL.includes(status);
}
function deploymentStatusKnown(status) {
    return status !== null && DEPLOYMENT_KNOWN.includes(status);
}
/** Any string, one line, without control characters; anything else is null. */
const Text = fallback(pipe(string(), transform((value) => value.replace(/\p{Cc}/gu, ' ').trim() || null)), null);
/** Strings of a list; anything else in it is dropped, and a list that is none is empty. */
const Texts = fallback(pipe(array(unknown()), transform((items) => items.flatMap((item) => {
    const text = parse(Text, item);
    return text === null ? [] : [text];
}))), []);
/** An http(s) URL as sent, or null: a screenshot goes into a comment only as a link. */
const Url = fallback(pipe(string(), transform((value) => (/^https?:\/\/[^\s"'<>]+$/.test(value) ? value : null))), null);
const Reading = object({
    ...forgiving(DeploymentStatus, Text).entries,
    logs: Texts,
    screenshot: Url,
    screenshotLight: Url,
    screenshotDark: Url,
    commit: fallback(object({
        filesChanged: fallback(forgiving(FilesChanged, Texts), () => ({
            added: [],
            modified: [],
            removed: [],
        })),
    }), () => ({ filesChanged: { added: [], modified: [], removed: [] } })),
});
/** Tolerant: nothing here throws. */
function parseDeployment(body) {
    const read = parse(Reading, body);
    return {
        status: read.status,
        summary: read.summary,
        logs: read.logs,
        subdomain: read.subdomain,
        screenshot: read.screenshot,
        screenshotLight: read.screenshotLight,
        screenshotDark: read.screenshotDark,
        createdAt: read.createdAt,
        endedAt: read.endedAt,
        filesChanged: read.commit.filesChanged,
    };
}
/**
 * A failed deployment's own words, to follow "\u2026 failed": `: ` and the service's summary, then
 * its logs' last `lines` lines; '' when it gave neither.
 */
function failureDetails(deployment, lines) {
    const summary = deployment?.summary ?? null;
    const logs = (deployment?.logs ?? []).slice(-lines);
    return ((summary === null ? '' : `: ${summary}`) +
        (logs.length === 0 ? '' : `\nLast lines of its logs:\n${logs.join('\n')}`));
}

;// CONCATENATED MODULE: ./src/shared/deployments/deployment-wait.ts



async function followDeployment(deployments, statusId, options) {
    const { what, deadline } = options;
    const result = await pollUntilDone(() => deployments.status(statusId, deadline), {
        isTerminal: deploymentEnded,
        isKnown: deploymentStatusKnown,
        intervalMs: options.intervalMs,
        deadline,
        immediate: false,
        initial: undefined,
        clock: options.clock,
        onStatus: options.onStatus,
        onUnknownStatus: (status) => warning(`${capitalized(what)} reports the status '${status}', which this action does not know; it is treated as still building.`),
        onPollError: (error) => warning(`${error.message} Still waiting for ${what}.`),
    });
    return { deployment: result.job, timedOut: result.timedOut };
}
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/shared/durations.ts
/** Durations as people read them, for logs, comments and summaries. */
/** "2 min 5 s", "850 ms". */
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
/** A moment as people read it in UTC: "10:41 UTC", and its date when that is not `now`'s. */
function utcMoment(at, now) {
    const iso = new Date(at).toISOString();
    const day = iso.slice(0, 10);
    return {
        time: `${iso.slice(11, 16)} UTC`,
        day: day === new Date(now).toISOString().slice(0, 10) ? undefined : day,
    };
}

;// CONCATENATED MODULE: ./src/deploy/deploy-outcome.ts



/** How many of the deployment's last log lines a failure quotes. */
const LOG_LINES = 10;
function newDeployReport(operation, target, now) {
    return {
        operation,
        target,
        startedAt: now,
        finishedAt: undefined,
        statusId: '',
        previewUrl: '',
        deployment: undefined,
        status: undefined,
        automationRun: '',
    };
}
/**
 * The `status` output for a deployment as last seen. A status this version does not know is
 * treated as still building, as the wait treats it.
 */
function statusOf(deployment, timedOut = false) {
    const status = deployment?.status ?? 'queued';
    if (status === 'success' || status === 'failure')
        return status;
    if (timedOut)
        return 'timed-out';
    return status === 'queued' ? 'queued' : 'in_progress';
}
/** The deployment in words: `the deployment`, `the preview of docs/x`. */
function subjectOf(report) {
    return report.operation === 'preview' ? `the preview of ${report.target}` : 'the deployment';
}
/** How long the deployment took by the service's own clock, when it says. */
function serviceDuration(deployment) {
    const created = Date.parse(deployment?.createdAt ?? '');
    const ended = Date.parse(deployment?.endedAt ?? '');
    return Number.isFinite(created) && Number.isFinite(ended) && ended >= created
        ? ended - created
        : undefined;
}
function sentence(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** The step's verdict and message for how the run ended (pure). */
function deployConclusion(report, ending, timeoutMinutes) {
    const subject = subjectOf(report);
    const id = `status id ${report.statusId}`;
    const url = report.previewUrl === '' ? '' : `: ${report.previewUrl}`;
    switch (ending.kind) {
        case 'triggered':
            return {
                level: 'success',
                message: `Ran automation ${report.target} now${report.automationRun === '' ? '' : ` (run ${report.automationRun})`}.`,
            };
        case 'not-waiting':
            return {
                level: 'success',
                message: `${sentence(subject)} is queued (${id})${url}; not waiting for it (wait: false).`,
            };
        case 'lost':
            return {
                level: 'failure',
                message: `Stopped following ${subject} (${id}), last seen ${statusOf(report.deployment)}: ${ending.message}`,
            };
        case 'stopped':
            return {
                level: 'failure',
                message: `The run was stopped (${ending.signal}) while waiting for ${subject} (${id}); the service goes on with it.`,
            };
    }
    const status = statusOf(report.deployment, ending.timedOut);
    if (status === 'success') {
        const took = serviceDuration(report.deployment);
        const live = report.operation === 'preview' ? `is live${url}` : 'is done: the docs are deployed';
        return {
            level: 'success',
            message: `${sentence(subject)} ${live} (${id}${took === undefined ? '' : `, ${formatDuration(took)}`}).`,
        };
    }
    if (status === 'failure')
        return {
            level: 'failure',
            message: `${sentence(subject)} failed (${id})${failureDetails(report.deployment, LOG_LINES)}`,
        };
    return {
        level: 'failure',
        message: `${sentence(subject)} did not end within timeout-minutes (${timeoutMinutes}); it was last seen ${statusOf(report.deployment)}, and the service goes on with it: follow it by its ${id} (the status-id output) or in the dashboard.`,
    };
}
/**
 * What a refused request says. A 403 on a preview most often means the plan has no previews
 * (api-facts), though a key without the scope gets one too: both are said.
 */
function refusalMessage(report, error) {
    const message = error instanceof Error ? error.message : String(error);
    if (report.operation !== 'preview' || !(error instanceof ApiError) || error.status !== 403)
        return message;
    const said = /The service said: (.*)$/s.exec(message)?.[1] ?? '';
    return `Previewing branch ${report.target} failed with HTTP 403: previews need a plan that has them (Pro or Enterprise). If yours does, check that the key has the write scope and that its IP allowlist, if any, admits this runner.${said === '' ? '' : ` The service said: ${said}`}`;
}
const NO_FILES = { added: [], modified: [], removed: [] };
/** The one screenshot the outputs give: the light one, or the only one. */
function screenshotOf(deployment) {
    return deployment?.screenshotLight ?? deployment?.screenshot ?? deployment?.screenshotDark ?? '';
}
/** Every output, or undefined before a status id is known (nothing is set then). */
function deployOutputs(report) {
    if (report.status === undefined)
        return undefined;
    const { deployment } = report;
    return {
        'status-id': report.statusId,
        status: report.status,
        'preview-url': report.previewUrl,
        summary: deployment?.summary ?? '',
        screenshot: screenshotOf(deployment),
        'files-changed': JSON.stringify(deployment?.filesChanged ?? NO_FILES),
    };
}
/** The preview as a comment or the summary shows it. */
function shownPreview(report) {
    const { deployment } = report;
    return {
        status: report.status === 'triggered' || report.status === undefined ? 'queued' : report.status,
        url: report.previewUrl,
        screenshots: {
            screenshot: deployment?.screenshot ?? null,
            screenshotLight: deployment?.screenshotLight ?? null,
            screenshotDark: deployment?.screenshotDark ?? null,
        },
    };
}

;// CONCATENATED MODULE: ./src/shared/markup.ts
/** Like escapeMarkup, but keeping line breaks (for a <pre> block). */
function escapeLines(text) {
    return text.replace(/[&<>"'`|*_[\]\\#~@]/g, (c) => `&#${c.charCodeAt(0)};`);
}
/**
 * Text from the service or a user, made inert for Markdown/HTML (job summaries, comments): no
 * markup, no Markdown or HTML links, no @mentions (which would notify people), on one line.
 * GitHub still links a bare `https://\u2026` or `www.\u2026` in it; readers' words, which nobody on the
 * team wrote, are defused of those too (../analytics/gaps/readers-words.ts).
 */
function escapeMarkup(text) {
    return escapeLines(text).replace(/\r?\n/g, ' ');
}
/** A link only for an http(s) URL; anything else is shown as inert text. */
function linkOrText(url, label = url) {
    if (url === null || label === null)
        return '';
    if (!/^https?:\/\/[^\s<>"]+$/.test(url))
        return escapeMarkup(url);
    return `<a href="${escapeMarkup(url)}">${escapeMarkup(label)}</a>`;
}
/** A literal string for use inside a regular expression. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

;// CONCATENATED MODULE: ./src/shared/deployments/preview-view.ts

const WORDS = {
    queued: 'queued',
    in_progress: 'building',
    success: 'live',
    failure: 'failed',
    'timed-out': 'still building when this run stopped waiting',
    unavailable: 'not available',
    off: 'off',
};
/**
 * One line: the link (when there is one) and the state, e.g. `<a \u2026>acme.mintlify.app</a> (live)`.
 * The link reads as its host: a whole URL as a link's text would be linked again inside it by
 * GitHub's autolinker.
 */
function previewLine(preview) {
    const link = preview.url === '' ? '' : `${linkOrText(preview.url, hostOf(preview.url))} `;
    return `${link}(${escapeMarkup(WORDS[preview.status])})`;
}
/**
 * The screenshot of a live preview, linked to it; '' when it has none. Only http(s) URLs are
 * shown (deployment.ts reads nothing else), escaped as attribute values.
 */
function previewPicture(preview, width = 600) {
    if (preview.status !== 'success')
        return '';
    const { screenshot, screenshotLight, screenshotDark } = preview.screenshots;
    const light = screenshotLight ?? screenshot ?? screenshotDark;
    if (light === null)
        return '';
    const img = `<img alt="The preview of the docs" src="${escapeMarkup(light)}" width="${width}">`;
    const dark = screenshotDark !== null && screenshotDark !== light
        ? `<source media="(prefers-color-scheme: dark)" srcset="${escapeMarkup(screenshotDark)}">`
        : '';
    const picture = dark === '' ? img : `<picture>${dark}${img}</picture>`;
    return preview.url === '' ? picture : `<a href="${escapeMarkup(preview.url)}">${picture}</a>`;
}
/** A URL's host, e.g. `acme.mintlify.app`; the URL itself when it has none. */
function hostOf(url) {
    try {
        return new URL(url).host || url;
    }
    catch {
        return url;
    }
}

;// CONCATENATED MODULE: ./src/shared/step-summary.ts

/** Appends to the job summary; a summary that cannot be written is a warning, not a failure. */
async function appendSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    try {
        await summary.addRaw(markdown, true).write();
    }
    catch (error) {
        warning(`Could not write the job summary: ${error.message}`);
    }
}

;// CONCATENATED MODULE: ./src/deploy/deploy-summary.ts





/**
 * The deploy step's job summary: the operation, the status, how long it took, the files the
 * deployment's commit changed and the screenshot of the docs. Written once a status id is known
 * (or the automation ran); a run refused before has only its error.
 */
/** Files listed per kind of change; the rest are counted. */
const LISTED_FILES = 50;
const HEADINGS = {
    queued: '\u23f3 queued',
    in_progress: '\u23f3 building',
    success: '\u2705 done',
    failure: '\u274c failed',
    'timed-out': '\u231b still building when the step stopped waiting',
    triggered: '\u25b6\ufe0f started',
};
function operationLine(report) {
    const target = `<code>${escapeMarkup(report.target)}</code>`;
    switch (report.operation) {
        case 'update':
            return '`update`: the deployment branch';
        case 'preview':
            return `\`preview\` of branch ${target}`;
        case 'automation':
            return `\`automation\` ${target}, run now${report.automationRun === '' ? '' : ` (run <code>${escapeMarkup(report.automationRun)}</code>)`}`;
    }
}
function durationLine(report) {
    const took = serviceDuration(report.deployment);
    const step = formatDuration((report.finishedAt ?? report.startedAt) - report.startedAt);
    return took === undefined ? `${step} (this step)` : `${formatDuration(took)} (${step} this step)`;
}
/** The files changed, counted in the table and listed in a fold; '' when none. */
function filesParts(report) {
    const files = report.deployment?.filesChanged;
    if (files === undefined)
        return { count: '', list: '' };
    const kinds = [
        ['added', files.added],
        ['modified', files.modified],
        ['removed', files.removed],
    ];
    const total = kinds.reduce((sum, [, names]) => sum + names.length, 0);
    if (total === 0)
        return { count: 'none', list: '' };
    const count = kinds.map(([kind, names]) => `${names.length} ${kind}`).join(', ');
    const lines = kinds.flatMap(([kind, names]) => [
        ...names.slice(0, LISTED_FILES).map((name) => `- ${kind}: <code>${escapeMarkup(name)}</code>`),
        ...(names.length > LISTED_FILES ? [`- \u2026 ${names.length - LISTED_FILES} more ${kind}`] : []),
    ]);
    return {
        count,
        list: `<details><summary>Files changed (${total})</summary>\n\n${lines.join('\n')}\n\n</details>`,
    };
}
/** The summary's Markdown (pure); '' before a status is known. */
function deploySummary(report) {
    if (report.status === undefined)
        return '';
    const preview = shownPreview(report);
    const files = filesParts(report);
    const rows = [
        ['Operation', operationLine(report)],
        ['Status', `\`${report.status}\``],
        ...(report.statusId === ''
            ? []
            : [['Status id', `<code>${escapeMarkup(report.statusId)}</code>`]]),
        ...(report.operation === 'preview'
            ? [['Preview', previewLine(preview)]]
            : []),
        ['Duration', durationLine(report)],
        ...(files.count === '' ? [] : [['Files changed', files.count]]),
    ];
    // The update's screenshot too: previewPicture shows any live deployment's.
    const picture = previewPicture(preview);
    return [
        `### Docs deployment: ${HEADINGS[report.status]}`,
        '',
        '| | |',
        '|---|---|',
        ...rows.map(([name, value]) => `| ${name} | ${value} |`),
        ...(picture === '' ? [] : ['', picture]),
        ...(files.list === '' ? [] : ['', files.list]),
        '',
    ].join('\n');
}
async function writeDeploySummary(report) {
    const markdown = deploySummary(report);
    if (markdown !== '')
        await appendSummary(markdown);
}

;// CONCATENATED MODULE: ./src/deploy/deploy-run.ts





/** Every output of the deploy action, set in this one place (nothing before a status id). */
function setDeployOutputs(report) {
    const outputs = deployOutputs(report);
    if (outputs === undefined)
        return;
    for (const [name, value] of Object.entries(outputs))
        setOutput(name, value);
}
/**
 * One run of the deploy action: the request (deploy, preview, or run an automation now; each
 * POST sent once), then the deployment followed to its end unless `wait: false`, the preview
 * comment kept current, and the outputs and the job summary written at the report.
 */
class DeployRun {
    secrets;
    record;
    parts;
    stopSignal;
    constructor(parts) {
        const { inputs } = parts;
        this.parts = parts;
        this.secrets = [inputs.apiKey, inputs.githubToken];
        const target = inputs.operation === 'preview' ? inputs.branch : inputs.automation;
        this.record = newDeployReport(inputs.operation, target, parts.clock.now());
    }
    async carryOut() {
        try {
            return this.conclude(await this.work());
        }
        catch (error) {
            return { level: 'failure', message: refusalMessage(this.record, error) };
        }
        finally {
            this.parts.dispose();
        }
    }
    async work() {
        const { inputs, deployments } = this.parts;
        const { record: report } = this;
        if (inputs.operation === 'automation') {
            info(`Running automation ${inputs.automation} of project ${inputs.projectId} now.`);
            report.automationRun = (await deployments.runAutomation(inputs.automation)).runId;
            report.status = 'triggered';
            return { kind: 'triggered' };
        }
        const queued = inputs.operation === 'preview'
            ? await deployments.preview(inputs.branch)
            : await deployments.update();
        report.statusId = queued.statusId;
        report.previewUrl = queued.previewUrl;
        report.status = 'queued';
        info(`Queued ${subjectOf(report)} of project ${inputs.projectId} (status id ${queued.statusId})${queued.previewUrl === '' ? '' : `: ${queued.previewUrl}`}.`);
        await this.showComment();
        if (!inputs.wait)
            return { kind: 'not-waiting' };
        return this.follow();
    }
    /** Polls the status until the deployment ends, `timeout-minutes`, or an error. */
    async follow() {
        const { inputs, deployments, clock } = this.parts;
        const { record: report } = this;
        const deadline = clock.now() + inputs.timeoutMs;
        let ending;
        try {
            const result = await followDeployment(deployments, report.statusId, {
                what: subjectOf(report),
                intervalMs: inputs.pollIntervalMs,
                deadline,
                clock,
                onStatus: (deployment) => this.seen(deployment),
            });
            report.deployment = result.deployment ?? report.deployment;
            report.status = statusOf(report.deployment, result.timedOut);
            ending = { kind: 'followed', timedOut: result.timedOut };
        }
        catch (error) {
            if (!(error instanceof ApiError))
                throw error;
            ending = { kind: 'lost', message: error.message };
        }
        // A wait that stopped on an error says so, as a stopped run does: the service goes on.
        if (this.stopSignal === undefined)
            await this.showComment(ending.kind === 'lost');
        return ending;
    }
    /** A new status: logged, and shown in the comment. */
    async seen(deployment) {
        this.record.deployment = deployment;
        this.record.status = statusOf(deployment);
        info(`Status of ${subjectOf(this.record)}: ${deployment.status ?? '(none given)'}.`);
        if (this.stopSignal === undefined)
            await this.showComment();
    }
    /** The comment shows the deployment as last seen, or (`stopped`) that this run stopped waiting. */
    async showComment(stopped = false) {
        const { record: report } = this;
        const preview = shownPreview(report);
        await this.parts.comment?.show({
            branch: report.target,
            preview: stopped ? { ...preview, status: 'timed-out' } : preview,
            runUrl: this.parts.runUrl,
            summary: report.deployment?.summary ?? null,
        });
    }
    conclude(ending) {
        return deployConclusion(this.record, ending, this.parts.inputs.timeoutMs / 60_000);
    }
    /**
     * On cancel: the deployment goes on at the service; the comment says that this run stopped
     * waiting (the state a time-out shows), unless it already ended.
     */
    async stop(signal) {
        this.stopSignal = signal;
        const { record: report } = this;
        if (report.status === 'queued' || report.status === 'in_progress')
            await this.showComment(true);
    }
    stopped(signal) {
        if (this.record.statusId === '')
            return { level: 'failure', message: `The run was stopped (${signal}).` };
        return this.conclude({ kind: 'stopped', signal });
    }
    async report() {
        this.record.finishedAt = this.parts.clock.now();
        setDeployOutputs(this.record);
        await writeDeploySummary(this.record);
    }
}

;// CONCATENATED MODULE: ./src/deploy/preview-comment.ts




/**
 * The one comment a pull request keeps about its preview: the link, how far it got, and the
 * screenshot, edited by every later run. It is found by its hidden marker in a comment written by
 * a bot, or, when the runs write with a person's token, by that person (GitHub's `GET /user` says
 * who the token acts as; it is asked only when a person's comment has the marker). Anyone else
 * can type the marker into a comment of their own, and such a comment is never edited. Two runs
 * may write at once, and a create whose answer was lost may have posted all the same: after a
 * create (or a lost one) the run looks again, keeps the oldest and deletes the rest, so the pull
 * request ends with one.
 */
const PREVIEW_MARKER = '<!-- docs-deploy-preview -->';
/** The comment's body (pure). Everything from outside is escaped or shown only as a link. */
function previewCommentBody(facts) {
    const { preview } = facts;
    const picture = previewPicture(preview);
    const failed = preview.status === 'failure' && facts.summary !== null
        ? [`The service said: ${escapeMarkup(facts.summary)}`]
        : [];
    const run = facts.runUrl === '' ? 'a workflow run' : linkOrText(facts.runUrl, 'a workflow run');
    return [
        PREVIEW_MARKER,
        `### Docs preview`,
        `Branch <code>${escapeMarkup(facts.branch)}</code>: ${previewLine(preview)}`,
        ...failed,
        ...(picture === '' ? [] : ['', picture]),
        '',
        `<sub>Updated by ${run}.</sub>`,
    ].join('\n');
}
/**
 * The preview comments of a thread, oldest first: issue comments with the marker written by a bot,
 * or by `viewer`, the person whose token the runs write with.
 */
function previewComments(comments, viewer) {
    // A person's other comments may quote the marker: only one that starts with it, as this
    // action writes it, is the preview comment.
    const ours = (c) => c.trusted
        ? c.body.includes(PREVIEW_MARKER)
        : viewer !== undefined && c.author === viewer && c.body.startsWith(PREVIEW_MARKER);
    return comments.filter((c) => c.kind === 'issue' && ours(c)).sort((a, b) => a.id - b.id);
}
/**
 * The comment on pull request `pull`: `show` writes the preview's state into it, creating it the
 * first time. Never throws: a comment that cannot be written is a warning, the deployment goes on.
 */
class PreviewComment {
    github;
    pull;
    /** The comment's id, once found or written. */
    id;
    /** The last body written, so that an unchanged state is not written again. */
    written = '';
    /** Writes go one after another, in the order asked: the last state asked for is the last shown. */
    writing = Promise.resolve();
    /** Who the token acts as, once asked (undefined: no person, or GitHub did not say). */
    viewer;
    constructor(github, pull) {
        this.github = github;
        this.pull = pull;
    }
    show(facts) {
        this.writing = this.writing.then(() => this.write(previewCommentBody(facts)));
        return this.writing;
    }
    async write(body) {
        if (body === this.written)
            return;
        try {
            if (this.id === undefined)
                await this.find();
            if (this.id === undefined)
                await this.create(body);
            else
                await this.github.updateComment('issue', this.id, body);
            this.written = body;
        }
        catch (error) {
            warning(`Could not write the preview comment on pull request #${this.pull}: ${error.message}`);
        }
    }
    /** The oldest preview comment already there, if any. */
    async find() {
        this.id = (await this.ours())[0]?.id;
    }
    /** The pull request's preview comments; who the token acts as is asked when it may matter. */
    async ours() {
        const comments = await this.github.threadComments(this.pull, true);
        const byPeople = comments.some((c) => !c.trusted && c.body.startsWith(PREVIEW_MARKER));
        if (!byPeople)
            return previewComments(comments);
        // GitHub's answer is kept for the run; a failure to get one is not (the next write asks).
        this.viewer ??= this.github.viewer().catch((error) => {
            this.viewer = undefined;
            throw error;
        });
        return previewComments(comments, await this.viewer);
    }
    /**
     * Posts the comment, then keeps the oldest of the pull request's preview comments. A post whose
     * answer was lost may have posted: the look decides, and the post is never sent again.
     */
    async create(body) {
        let posted;
        try {
            posted = await this.github.createComment(this.pull, body);
        }
        catch (error) {
            if (!(error instanceof ApiError && error.mayHaveActed))
                throw error;
            if (!(await this.keepOldest(body)))
                throw error;
            return;
        }
        if (await this.keepOldest(body))
            return;
        // Posted, yet not found as ours: the token is a person's, and GitHub did not say whose. This
        // run edits what it posted; a later run cannot tell it from anyone's comment, and posts its own.
        this.id = posted;
        warning(`The preview comment on pull request #${this.pull} was written by a person's token that GitHub would not name (GET /user), so a later run cannot know it again and will post another: give github-token the workflow's GITHUB_TOKEN, a GitHub App's token, or a token that may read its user.`);
    }
    /**
     * Deletes every preview comment but the oldest, which becomes this run's (given `body` if it
     * was another run's). False when the pull request has none.
     */
    async keepOldest(body) {
        const [oldest, ...duplicates] = await this.ours();
        if (oldest === undefined)
            return false;
        for (const duplicate of duplicates)
            await this.github.deleteComment(duplicate.id);
        this.id = oldest.id;
        if (oldest.body !== body)
            await this.github.updateComment('issue', oldest.id, body);
        return true;
    }
}

;// CONCATENATED MODULE: ./src/shared/dependencies.ts
const realDependencies = {
    clock: {
        now: () => Date.now(),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    },
    random: Math.random,
    env: process.env,
    ownsProcess: true,
};

;// CONCATENATED MODULE: ./src/shared/deployments/deployment-api.ts


/** The preview endpoint's budget (api-facts); the others state none. */
const PREVIEW_RATE_LIMIT = '5 preview requests per minute per organization';
/**
 * The deployment endpoints of the service's External API (v1): deploy the docs, preview a branch,
 * follow either's status, and run a scheduled automation now. Every POST here is sent once: a
 * second one would deploy, preview or run again.
 */
class DeploymentClient {
    transport;
    projectId;
    constructor(transport, projectId) {
        this.transport = transport;
        this.projectId = projectId;
    }
    context(operation, notFound, rateLimit, effect) {
        return { operation, notFound, rateLimit, effect };
    }
    get project() {
        return encodeURIComponent(this.projectId);
    }
    /** POST /v1/project/update/{projectId} (202): deploys the deployment branch. */
    async update() {
        const context = this.context('Deploying the docs', `project ${this.projectId} was not found; check project-id and api-url`, 'the deployment requests its plan allows', 'The service may have started the deployment anyway: look in the dashboard before running again.');
        const body = await this.transport.object({
            method: 'POST',
            path: `/v1/project/update/${this.project}`,
            context,
        });
        return queued(body, context);
    }
    /** POST /v1/project/preview/{projectId} (202): previews `branch` (a redeploy if it has one). */
    async preview(branch) {
        const context = this.context(`Previewing branch ${branch}`, `project ${this.projectId} was not found; check project-id and api-url`, PREVIEW_RATE_LIMIT, 'The service may have started the preview anyway: look in the dashboard before running again.');
        const body = await this.transport.object({
            method: 'POST',
            path: `/v1/project/preview/${this.project}`,
            body: { branch },
            context,
        });
        return queued(body, context);
    }
    /** GET /v1/project/update-status/{statusId} (200); retries stop at `deadline`. */
    async status(statusId, deadline) {
        const context = this.context(`Checking deployment ${statusId}`, `deployment status ${statusId} was not found; check status-id and api-url`, 'the status requests its plan allows');
        const body = await this.transport.object({
            method: 'GET',
            path: `/v1/project/update-status/${encodeURIComponent(statusId)}`,
            context,
            deadline,
        });
        return parseDeployment(body);
    }
    /**
     * POST /v1/workflow/{projectId}/{automation}/trigger (202): runs a scheduled automation now.
     * Its run's id, '' when the service gives none.
     */
    async runAutomation(automation) {
        const context = this.context(`Running automation ${automation}`, `automation ${automation} was not found in project ${this.projectId}; check automation (its id is in the automation's settings) and project-id`, 'the automation runs its plan allows', 'The service may have queued the run anyway: look at the automation runs in the dashboard before running again.');
        const body = await this.transport.object({
            method: 'POST',
            path: `/v1/workflow/${this.project}/${encodeURIComponent(automation)}/trigger`,
            context,
        });
        return { runId: deployment_api_text(body.instanceId) };
    }
    dispose() {
        this.transport.dispose();
    }
}
/** A queued deployment's answer; without a status id it cannot be followed. */
function queued(body, context) {
    const statusId = deployment_api_text(body.statusId);
    if (statusId === '')
        throw new ApiError(`${context.operation}: the service accepted the request but returned no status id, so the deployment cannot be followed. Look in the dashboard.`);
    const previewUrl = deployment_api_text(body.previewUrl);
    return { statusId, previewUrl: /^https?:\/\/\S+$/.test(previewUrl) ? previewUrl : '' };
}
/** A string of an answer: '' when it is missing or of another type. */
function deployment_api_text(value) {
    return typeof value === 'string' ? value : '';
}

;// CONCATENATED MODULE: ./src/shared/service/service-message.ts


/**
 * How the client reads an error body (ServiceError of ../service/service-api-shapes.ts): `error`
 * and the messages of `details` when they are strings; anything else is left out, never a reason
 * to fail.
 */
const ErrorReading = object({
    error: fallback(nullable(ServiceError.entries.error), null),
    details: fallback(array(fallback(pipe(
    // Not strict: a detail with more fields than `message` still says something useful.
    object(ServiceError.entries.details.wrapped.item.entries), transform((detail) => detail.message)), null)), []),
});
/**
 * The service's own explanation, made safe for a log line: JSON `error` (and `details`), or a
 * short description of a non-JSON body. One line, no control characters, bounded length.
 */
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
            const said = safeParse(ErrorReading, parsed);
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

;// CONCATENATED MODULE: ./src/shared/http/retry.ts
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 5,
    baseDelayMs: 1000,
    maxDelayMs: 16_000,
    maxRetryAfterMs: 60_000,
};
/** Connection errors that happen before a single byte of the request is delivered. */
const NOT_SENT_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'];
function isNotSentError(code) {
    return code !== undefined && NOT_SENT_CODES.includes(code);
}
/**
 * A request that is safe to repeat (GET, an edit) is retried on any transient failure. One that
 * is not (creating a job, sending a message, posting a comment: no idempotency key) is repeated
 * only when the service certainly did not act: the connection was never made, or it answered
 * 429/503.
 */
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
/**
 * Whether a request that is not safe to repeat may have acted although it was answered with
 * `status`: any server error but 503, which says the server did not take the request. A 500 can
 * come from a crash after the write, a 502 or 504 from a gateway that gave up waiting for work
 * that went on. The same rule holds for the service and for GitHub.
 */
function mayHaveActedDespite(status) {
    return status >= 500 && status !== 503;
}
/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date. */
function parseRetryAfter(header, now) {
    if (header === undefined)
        return undefined;
    const value = header.trim();
    if (/^\d+$/.test(value))
        return Number(value) * 1000;
    // An HTTP date always names its day and month; this keeps Date.parse from reading "-5" as a year.
    const date = /[a-z]{3}/i.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}
/** Exponential backoff with full jitter, for the `retry`-th retry (1-based). */
function backoffDelay(retry, policy, random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
    return Math.round(random() * ceiling);
}

// EXTERNAL MODULE: ./src/shared/http/answer-body.ts
var answer_body = __nccwpck_require__(3299);
;// CONCATENATED MODULE: ./src/shared/http/json-transport.ts




class RequestTimeout extends Error {
}
/**
 * The failed attempt of a request that got no answer in time: worth retrying where repeating is
 * safe, but a request that may act (a POST) may have acted. `server` names who did not answer.
 */
function noAnswerInTime(operation, server, timeoutMs, effect, mayHaveActed) {
    const seconds = Math.round(timeoutMs / 1000);
    return {
        ok: false,
        failure: { kind: 'timeout' },
        brief: `no answer within ${seconds} s`,
        error: new ApiError(`${operation} failed: ${server} did not answer within ${seconds} s.${effect}`, { transient: true, mayHaveActed }),
    };
}
/** The shortest deadline an attempt gets, however close the caller's own deadline is. */
const LAST_ATTEMPT_MS = 5000;
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * JSON over HTTP for one API, through @actions/http-client so that runner proxy settings apply.
 * Owns the timeout, retry and error-message policy; callers see parsed bodies or an ApiError.
 */
class Transport {
    /** Requests put on the wire (attempts), for reporting. */
    requestsSent = 0;
    http;
    options;
    constructor(options) {
        this.options = options;
        this.http = this.newHttpClient();
    }
    newHttpClient() {
        return new lib/* HttpClient */.Qq(this.options.userAgent, [], {
            socketTimeout: this.options.timeoutMs,
            allowRetries: false,
            keepAlive: false,
        });
    }
    /** Closes every socket, so that a request abandoned after a timeout cannot keep the process alive. */
    dispose() {
        this.http.dispose();
    }
    /** A request whose answer must be a JSON object. */
    async object(request) {
        const { retry, clock, random, onRetry } = this.options;
        const idempotent = request.idempotent ?? request.method !== 'POST';
        const url = this.url(request);
        const deadline = request.deadline ?? Infinity;
        for (let attempt = 1;; attempt++) {
            // Near the deadline an attempt still gets a few seconds: a last poll must be able to answer.
            const remaining = Math.max(deadline - this.options.clock.now(), LAST_ATTEMPT_MS);
            const timeoutMs = Math.min(this.options.timeoutMs, remaining);
            const result = await this.attempt(request, url, idempotent, timeoutMs);
            if (result.ok)
                return result.body;
            const wait = result.failure.kind === 'status' ? result.failure.retryAfterMs : undefined;
            const delay = wait ?? backoffDelay(attempt, retry, random);
            const retryable = isRetryable(idempotent, result.failure) &&
                attempt < retry.maxAttempts &&
                (wait === undefined || wait <= retry.maxRetryAfterMs) &&
                this.options.clock.now() + delay < deadline;
            if (!retryable)
                throw result.error;
            onRetry?.(`${request.context.operation}: ${result.brief}; retrying in ${formatWait(delay)} (attempt ${attempt + 1} of ${retry.maxAttempts}).`);
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
            const notSent = isNotSentError(code);
            const origin = new URL(this.options.baseUrl).origin;
            const message = notSent
                ? `${context.operation} failed: could not reach ${origin} (${code}). Check ${this.options.urlSetting} and the runner's network or proxy settings.`
                : `${context.operation} failed: the connection to ${origin} dropped (${code}) before an answer arrived.${effect}`;
            return {
                ok: false,
                failure: { kind: 'network', notSent },
                brief: notSent ? `could not connect (${code})` : `connection dropped (${code})`,
                error: new ApiError(message, { transient: true, mayHaveActed: unsafe && !notSent }),
            };
        }
        const { status, headers, text } = answer;
        // Node keeps one value of these two headers when an answer repeats them.
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
                error: new ApiError(`${context.operation} failed: the service answered HTTP ${status}, but its body is not the JSON object expected (got ${said}).${effect}`, { status, transient: idempotent, mayHaveActed: unsafe }),
            };
        }
        const retryAfterMs = parseRetryAfter(headers['retry-after'], this.options.clock.now());
        const said = this.said(text, contentType);
        // A server error other than 503 may come after the work was done (a gateway that timed out
        // waiting, a crash after the write): a POST answered so may have acted.
        const unknownFate = unsafe && mayHaveActedDespite(status);
        return {
            ok: false,
            failure: { kind: 'status', status, retryAfterMs },
            brief: `HTTP ${status}`,
            error: new ApiError(this.options.explain(context, status, said, retryAfterMs) + (unknownFate ? effect : ''), {
                status,
                transient: status === 429 || status === 408 || status >= 500,
                mayHaveActed: unknownFate,
                retryAfterMs,
            }),
        };
    }
    /** What the other side said, safe for a message: one line, bounded, without our secrets. */
    said(text, contentType) {
        return redact(this.options.readError(redact(text, this.options.secrets), contentType), this.options.secrets);
    }
    /** One request with a hard deadline; on timeout the client is replaced so its socket is freed. */
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
            const text = (await (0,answer_body/* readBody */.x)(response.message)).toString('utf8');
            return { status: response.message.statusCode ?? 0, headers: response.message.headers, text };
        })();
        let timer;
        const timeout = new Promise((_, reject) => {
            timer = setTimeout(() => reject(new RequestTimeout()), timeoutMs);
        });
        // The loser of the race must not become an unhandled rejection.
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

// EXTERNAL MODULE: ./src/shared/http/undici-on-demand.ts + 2 modules
var undici_on_demand = __nccwpck_require__(6827);
;// CONCATENATED MODULE: ./src/shared/github/toolkit-import.ts

let toolkit;
/**
 * The GitHub toolkit (./octokit.ts: @actions/github's `getOctokit` and `context`), a chunk of its
 * own in the bundles, imported once, when a run first needs it: the agent at start for its
 * context, the other actions at their first call to GitHub. Its fetch is loaded first: when a
 * proxy applies, the toolkit makes the proxy's dispatcher as it loads, which needs undici
 * (../http/undici-on-demand.ts).
 */
function loadToolkit() {
    toolkit ??= (0,undici_on_demand/* prepareFetch */.sh)().then(() => Promise.all(/* import() */[__nccwpck_require__.e(413), __nccwpck_require__.e(88)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3088)));
    return toolkit;
}

;// CONCATENATED MODULE: ./src/shared/version.ts
/** Sent in the User-Agent header; a unit test keeps it equal to package.json's version. */
const ACTION_NAME = 'docs-agent-action';
const ACTION_VERSION = '1.4.0';
/** The User-Agent both clients send (the service's and GitHub's). */
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`;

;// CONCATENATED MODULE: ./src/shared/github/rate-limit.ts

/**
 * How long GitHub asks to wait before the same request, when its answer is a rate limit; undefined
 * when it is not one (a 403 is then a real refusal: no permission, a locked thread). Following
 * GitHub's REST documentation ("Rate limits for the REST API", "Handle rate limit errors
 * appropriately"):
 * - a `retry-after` header: wait that long (secondary limits send it);
 * - `x-ratelimit-remaining: 0`: the primary limit is used up; wait until `x-ratelimit-reset`
 *   (epoch seconds);
 * - otherwise a 403/429 whose message names a rate limit: wait at least one minute, longer with
 *   each retry (`retry` is 1-based).
 */
function rateLimitWait(answer, now, retry) {
    const { status, headers, said } = answer;
    if (status !== 403 && status !== 429)
        return undefined;
    const retryAfter = parseRetryAfter(headers['retry-after'], now);
    if (retryAfter !== undefined)
        return retryAfter;
    const reset = Number(headers['x-ratelimit-reset']);
    if (headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset) && reset > 0) {
        // GitHub's clock and ours may differ by a little: one second more than it says.
        return Math.max(0, reset * 1000 - now) + 1000;
    }
    if (status === 429 || /rate limit/i.test(said))
        return 60_000 * 2 ** (retry - 1);
    return undefined;
}

;// CONCATENATED MODULE: ./src/shared/github/github-errors.ts

const AGENT_PERMISSIONS = '{ issues: write, pull-requests: write }';
const permissionsHint = (permissions = AGENT_PERMISSIONS) => `The workflow token lacks a permission: add \`permissions: ${permissions}\` to the workflow or job (and \`contents: read\` if you list others).`;
/** Error messages for GitHub's REST API, with the hints GitHub's own messages lack. */
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
        const wait = retryAfterMs === undefined ? '' : ` Wait ${formatWait(retryAfterMs)}.`;
        return `${prefix} GitHub's API rate limit was reached.${wait}${from}`;
    }
    if (status === 403)
        return `${prefix} the token may not do this. ${hint}${from}`;
    if (status === 404)
        return `${prefix} ${context.notFound}.${from}`;
    // GitHub's answer to issue routes of a repository whose issues are turned off.
    if (status === 410)
        return `${prefix} issues are turned off in the repository (Settings, General, Features).${from}`;
    if (status >= 500)
        return `${prefix} GitHub had an error; it was retried where that is safe.${from}`;
    return `${prefix} unexpected answer.${from}`;
}
/** What a call's errors say: what it does, what a 404 means, and the permissions it needs. */
function errorContext(operation, notFound, permissions) {
    return { operation, notFound, rateLimit: "GitHub's API rate limit", permissions };
}

;// CONCATENATED MODULE: ./src/shared/github/github-api.ts








/** At most this many pages of 100 are read from one list (comments of a thread, issues). */
const MAX_PAGES = 10;
const API_VERSION = { 'x-github-api-version': '2022-11-28' };
function isHttpError(error) {
    return error instanceof Error && typeof error.status === 'number';
}
/** The first `code` (ECONNREFUSED, UND_ERR_SOCKET, ...) along an error's causes. */
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
/** Whether a list goes on past this page (GitHub's `link` header names the next one). */
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
/** Rate limits GitHub may repeat (a secondary limit often does): at most this many waits. */
const MAX_RATE_LIMIT_WAITS = 10;
/** Without a deadline, a rate limit longer than this is not waited out. */
const UNBOUNDED_MAX_WAIT_MS = DEFAULT_RETRY_POLICY.maxRetryAfterMs;
/**
 * How every call to GitHub's REST API goes, for one repository, through Octokit as the toolkit
 * makes it (./octokit.ts: the runner's proxy settings, the API's URL). The operations
 * (./comments.ts, ./reactions.ts, ...) each say what to send with `send`; this says how.
 *
 * Retries and rate limits follow a policy of our own around each call, not Octokit's throttling
 * and retry plugins. The project uses a well-kept library unless it cannot keep a promise we
 * need, and these cannot keep three: @octokit/plugin-retry repeats any request on a 5xx, POSTs
 * that may have created a comment included; @octokit/plugin-throttling waits on its own timers
 * (Bottleneck), so the step's deadline and the injected clock do not govern its waits; and both
 * together add a queueing library to a bundle whose start-up time we watch. The policy: a rate
 * limit (primary or secondary, see ./rate-limit.ts) means GitHub did nothing, so any request is
 * sent again after the wait GitHub asks for, if that ends before the deadline; other failures
 * follow the shared rule of ../http/retry.ts (a POST is repeated only when it certainly did not
 * reach GitHub).
 */
class GitHubApi {
    octokitOptions;
    /** Made by `load()`, which `send` awaits before the first attempt. */
    loaded;
    loading;
    /** What the client was made from, for the same client in another repository. */
    settings;
    deps;
    /** `owner/name`, for messages. */
    repository;
    /** The `owner` and `repo` of every call's parameters. */
    repo;
    /** The REST API base and one attempt's deadline, for a request sent elsewhere (job-logs.ts). */
    apiUrl;
    timeoutMs;
    constructor(settings, deps) {
        this.settings = settings;
        this.deps = deps;
        this.repo = { owner: settings.owner, repo: settings.repo };
        this.repository = `${settings.owner}/${settings.repo}`;
        this.apiUrl = settings.apiUrl;
        this.timeoutMs = settings.timeoutMs;
        // The fetch, and the proxy's agent and dispatcher, are ./octokit.ts's.
        this.octokitOptions = {
            baseUrl: settings.apiUrl,
            userAgent: USER_AGENT,
            log: {
                debug: () => undefined,
                info: () => undefined,
                warn: () => undefined,
                error: () => undefined,
            },
        };
    }
    /** Octokit, for the attempts `send` makes (it is loaded before the first). */
    get octokit() {
        if (this.loaded === undefined)
            throw new Error('Octokit was used before it was loaded.');
        return this.loaded;
    }
    async load() {
        this.loading ??= loadToolkit().then(({ makeOctokit }) => makeOctokit(this.settings.token, this.octokitOptions));
        this.loaded = await this.loading;
    }
    /** One call, attempted until it succeeds or the policy above says to stop. */
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
                delay = backoffDelay(tries - rateLimits, DEFAULT_RETRY_POLICY, random);
                retryable =
                    isRetryable(call.idempotent, failure) &&
                        tries - rateLimits < DEFAULT_RETRY_POLICY.maxAttempts;
            }
            if (!retryable || clock.now() + delay > (deadline ?? Infinity))
                throw result.error;
            this.settings.onRetry?.(`${call.context.operation}: ${result.brief}; retrying in ${formatWait(delay)}.`);
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
        const timeout = () => noAnswerInTime(context.operation, 'GitHub', timeoutMs, effect, !idempotent);
        try {
            const answer = await send({ headers: API_VERSION, request: { signal: controller.signal } });
            // Behind a proxy (undici's fetch), Octokit reads a body cut short by the timeout as empty,
            // without an error.
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
    /** A successful status whose body is not the shape the call expects. */
    malformed(call, answer, effect) {
        const { context, idempotent } = call;
        return {
            ok: false,
            failure: { kind: 'malformed' },
            brief: `HTTP ${answer.status} with a body that is not a JSON ${call.shape}`,
            error: new ApiError(`${context.operation} failed: GitHub answered HTTP ${answer.status}, but its body is not the JSON ${call.shape} expected (got ${this.said(answer.data, answer.headers) || 'an empty body'}).${effect}`, { status: answer.status, transient: idempotent, mayHaveActed: !idempotent }),
        };
    }
    /** An HTTP error status: a rate limit to wait out, or a refusal. */
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
        // A 5xx but 503 to a POST: GitHub may have made the comment or reaction all the same.
        const unknownFate = !idempotent && waitMs === undefined && mayHaveActedDespite(status);
        return {
            ok: false,
            failure: waitMs === undefined
                ? { kind: 'status', status, retryAfterMs: undefined }
                : { kind: 'rate-limit', waitMs },
            brief: waitMs === undefined ? `HTTP ${status}` : `HTTP ${status}, GitHub's rate limit`,
            error: new ApiError(githubErrorMessage(context, status, said, waitMs) + (unknownFate ? effect : ''), {
                status,
                transient: waitMs !== undefined || status === 408 || status >= 500,
                mayHaveActed: unknownFate,
                retryAfterMs: waitMs,
            }),
        };
    }
    /** No answer: GitHub could not be reached, or the connection dropped before it answered. */
    unreached(call, error, effect) {
        const { context, idempotent } = call;
        const code = codeOf(error) ?? 'network error';
        const notSent = isNotSentError(code);
        const origin = new URL(this.settings.apiUrl).origin;
        const message = notSent
            ? `${context.operation} failed: could not reach ${origin} (${code}). Check GITHUB_API_URL and the runner's network or proxy settings.`
            : `${context.operation} failed: the connection to ${origin} dropped (${code}) before an answer arrived.${effect}`;
        return {
            ok: false,
            failure: { kind: 'network', notSent },
            brief: notSent ? `could not connect (${code})` : `connection dropped (${code})`,
            error: new ApiError(redact(message, [this.settings.token]), {
                transient: true,
                mayHaveActed: !idempotent && !notSent,
            }),
        };
    }
    /** What GitHub said (its JSON `message`), safe for a message: one line, bounded, no token. */
    said(data, headers) {
        const message = typeof data === 'object' &&
            data !== null &&
            typeof data.message === 'string'
            ? JSON.stringify({ error: data.message })
            : typeof data === 'string'
                ? data
                : (JSON.stringify(data) ?? '');
        const secrets = [this.settings.token];
        return redact(serviceMessage(redact(message, secrets), headerText(headers, 'content-type')), secrets);
    }
}

;// CONCATENATED MODULE: ./src/shared/github/comments.ts



/** A comment as this client reads it; undefined for one without an id. */
function threadCommentOf(comment, kind) {
    if (typeof comment.id !== 'number')
        return undefined;
    return {
        id: comment.id,
        kind,
        body: typeof comment.body === 'string' ? comment.body : '',
        createdAt: typeof comment.created_at === 'string' ? comment.created_at : '',
        trusted: comment.user?.type === 'Bot',
        ...(typeof comment.user?.login === 'string' ? { author: comment.user.login } : {}),
    };
}
/** Every comment of an issue or pull request (review comments too for a pull request), oldest first. */
async function threadComments(api, number, isPullRequest) {
    const call = {
        context: errorContext(`Reading the comments of #${number}`, `#${number} was not found in ${api.repository}`),
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
        for (let page = 1; page <= MAX_PAGES; page++) {
            const answer = await api.send(call, (options) => list(page, options));
            for (const listed of answer.data) {
                const comment = threadCommentOf(listed, kind);
                if (comment !== undefined)
                    comments.push(comment);
            }
            if (!hasNextPage(answer.headers))
                break;
        }
    }
    return comments.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}
/**
 * The issue and review comments of the whole repository updated at or after `since` (ISO 8601),
 * by their update (they are read newest first, at most `maxPages` pages of 100 of each kind). A comment whose issue or
 * pull request cannot be read from its URL is left out.
 */
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
/** The pages of one of the repository's lists of comments, at most `maxPages`. */
async function readRepositoryList(api, kind, list, maxPages) {
    const call = {
        context: errorContext(`Reading the ${kind === 'issue' ? 'issue' : 'review'} comments of ${api.repository}`, `${api.repository} was not found, or github-token cannot see it`),
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
        if (!hasNextPage(answer.headers))
            return { comments, complete: true };
    }
    return { comments, complete: false };
}
/** The number at the end of an issue's or pull request's API URL (`.../issues/12`). */
function numberOf(url, kind) {
    if (typeof url !== 'string')
        return undefined;
    const [, found, digits] = /\/(issues|pulls)\/(\d{1,15})$/.exec(url) ?? [];
    const number = Number(digits);
    return found === kind && number > 0 ? number : undefined;
}
/** One comment of either kind, as GitHub has it now; undefined when it is gone (404). */
async function comment(api, kind, id) {
    const operation = `Reading ${kind === 'issue' ? 'comment' : 'review comment'} ${id}`;
    const call = {
        context: errorContext(operation, `comment ${id} was not found (deleted?)`),
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
        if (error instanceof ApiError && error.status === 404)
            return undefined;
        throw error;
    }
    const read = threadCommentOf(answer.data, kind);
    if (read === undefined)
        throw new ApiError(`${operation}: GitHub answered without its id.`);
    return read;
}
/** Posts a comment on an issue or pull request; returns its id. Never repeated blindly. */
async function createComment(api, number, body) {
    const operation = `Commenting on #${number}`;
    const { data } = await api.send({
        context: {
            ...errorContext(operation, `#${number} was not found in ${api.repository}`),
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
/** Replies in the review thread of a pull request review comment; returns the reply's id. */
async function replyToReviewComment(api, pull, commentId, body) {
    const operation = `Replying to review comment ${commentId}`;
    const { data } = await api.send({
        context: {
            ...errorContext(operation, `review comment ${commentId} was not found`),
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
        context: errorContext(`Updating comment ${id}`, `comment ${id} was not found (deleted?)`),
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
/** Deletes a comment of either kind; a comment already gone (404) counts as deleted. */
async function deleteComment(api, kind, id) {
    const params = { ...api.repo, comment_id: id };
    try {
        await api.send({
            context: errorContext(`Deleting comment ${id}`, `comment ${id} was not found`),
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
        if (!(error instanceof ApiError && error.status === 404))
            throw error;
    }
}
function idOf(created, operation) {
    if (typeof created.id !== 'number') {
        throw new ApiError(`${operation}: GitHub answered without the new comment's id.`);
    }
    return created.id;
}

;// CONCATENATED MODULE: ./src/shared/github/commit-statuses.ts




const STATES = (/* unused pure expression or super */ null && (['pending', 'success', 'failure', 'error']));
/** A state GitHub takes (one read back, or saved for a later step). */
function isStatusState(state) {
    return STATES.includes(state);
}
/** GitHub refuses a longer description (422, "description is too long"). */
const MAX_STATUS_DESCRIPTION = 140;
/** Setting statuses (reading them needs `statuses: read`). */
const STATUS_PERMISSIONS = '{ statuses: write }';
/**
 * A description as GitHub takes it: at most 140 characters (counted as GitHub counts them, by
 * code point, so an emoji is not split), a longer one cut to 139 and an ellipsis.
 */
function statusDescription(text) {
    const characters = [...text];
    if (characters.length <= MAX_STATUS_DESCRIPTION)
        return text;
    return characters.slice(0, MAX_STATUS_DESCRIPTION - 1).join('') + '\u2026';
}
/**
 * Whether `found` is the status `wanted` would set (its description cut as it would be): after
 * a write whose fate is unknown, the newest status of its context says whether it happened.
 */
function isStatus(found, wanted) {
    return (found.state === wanted.state &&
        found.context.toLowerCase() === wanted.context.toLowerCase() &&
        found.description === statusDescription(wanted.description ?? '') &&
        found.targetUrl === wanted.targetUrl);
}
/**
 * Sets a status on commit `sha`. Never repeated once it may have reached GitHub: each POST adds a
 * status (GitHub keeps at most 1000 a commit and context), and a blind repeat could put an older
 * state back over one another run set meanwhile. After such a failure (`mayHaveActed`), read the
 * context's newest status (`commitStatuses`, `isStatus`) before setting it again.
 */
async function createStatus(api, sha, status) {
    const operation = `Setting the ${status.context} status of ${sha.slice(0, 7)}`;
    const { data } = await api.send({
        context: {
            ...errorContext(operation, `${api.repository} was not found, or github-token cannot see it`, STATUS_PERMISSIONS),
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
    const created = commit_statuses_statusOf(data);
    if (created === undefined) {
        throw new ApiError(`${operation}: GitHub answered without the new status's id.`);
    }
    return created;
}
/**
 * The statuses of `ref` in `context` (ignoring case), newest first as GitHub lists them, at most
 * `limit`. Pages of 100 are read until `limit` are found, at most 10 of them: the ref's newest
 * 1000 statuses of every context.
 */
async function commitStatuses(api, ref, context, limit) {
    const call = {
        context: errorContext(`Reading the statuses of ${ref}`, `${api.repository} was not found, or github-token cannot see it`, '{ statuses: read }'),
        idempotent: true,
        shape: 'array',
    };
    const found = [];
    for (let page = 1; page <= MAX_PAGES && found.length < limit; page++) {
        const answer = await api.send(call, (options) => api.octokit.request('GET /repos/{owner}/{repo}/commits/{ref}/statuses', {
            ...api.repo,
            ref,
            per_page: 100,
            page,
            ...options,
        }));
        for (const listed of answer.data) {
            const status = commit_statuses_statusOf(listed);
            if (status?.context.toLowerCase() === context.toLowerCase())
                found.push(status);
        }
        if (!hasNextPage(answer.headers))
            break;
    }
    return found.slice(0, limit);
}
function commit_statuses_statusOf(listed) {
    if (typeof listed?.id !== 'number')
        return undefined;
    const targetUrl = textOf(listed.target_url);
    return {
        id: listed.id,
        state: textOf(listed.state),
        context: textOf(listed.context),
        description: textOf(listed.description),
        targetUrl: targetUrl === '' ? undefined : targetUrl,
        createdAt: textOf(listed.created_at),
    };
}

;// CONCATENATED MODULE: ./src/shared/github/pull-requests.ts


/** The first `limit` (at most 100: one page) files of a pull request, with their patches. */
async function pullRequestFiles(api, number, limit) {
    const { data } = await api.send({
        context: errorContext(`Listing the files of pull request #${number}`, `pull request #${number} was not found`),
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
/**
 * The files of a list of GitHub's diff entries (a pull request's files, a comparison's), in its
 * order; an entry without a name is left out.
 */
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
            },
        ]);
}
/** GET /repos/{owner}/{repo}/pulls/{number}: the pull request whole, as GitHub has it now. */
async function readPullRequest(api, number) {
    const { data } = await api.send({
        context: errorContext(`Reading pull request #${number}`, `pull request #${number} was not found`),
        idempotent: true,
        shape: 'object',
    }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        ...api.repo,
        pull_number: number,
        ...options,
    }));
    return data;
}
/** A pull request's state as GitHub has it now. */
async function pullRequestState(api, number) {
    const data = await readPullRequest(api, number);
    const mergedAt = typeof data.merged_at === 'string' ? data.merged_at.slice(0, 10) : undefined;
    return {
        merged: data.merged === true || mergedAt !== undefined,
        mergedAt,
        closed: data.state === 'closed',
    };
}
/** The most pages of open pull requests read (100 each): a queue holds far fewer. */
const MAX_OPEN_PAGES = 10;
/**
 * The open pull requests into branch `base`, at most `maxPages` pages of 100; `complete` is false
 * when a page was left unread.
 */
async function openPullRequests(api, base, maxPages = MAX_OPEN_PAGES) {
    const pulls = [];
    for (let page = 1; page <= maxPages; page++) {
        const answer = await api.send({
            context: errorContext(`Listing the open pull requests into ${base}`, `${base} was not found`),
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
        if (!hasNextPage(answer.headers))
            return { pulls, complete: true };
    }
    return { pulls, complete: false };
}

;// CONCATENATED MODULE: ./src/shared/github/compare.ts



/** GitHub lists at most this many files of a comparison, and pages them no further. */
const MAX_COMPARED_FILES = 300;
/** A commit SHA shortened as GitHub shows one; any other ref as it is. */
const compare_short = (ref) => (/^[0-9a-f]{40}$/i.test(ref) ? ref.slice(0, 7) : ref);
const compare_integer = (value) => typeof value === 'number' && Number.isInteger(value) ? value : 0;
/**
 * What the commits from `base` to `head` change (GitHub's `BASE...HEAD`: from their common
 * ancestor to `head`), each file's patch kept while the patches fit `budget`, in GitHub's order
 * (a patch too big for what is left is left out, a smaller one after it may still fit).
 *
 * One request. The route's `per_page` and `page` page the commits, not the files: GitHub lists
 * the files on the first page only, at most 300 of them for the whole comparison, and names no
 * others anywhere (`filesCapped` says when that may have happened). So the first page is read
 * with one commit on it, the commits being counted by `total_commits`: 250 commits at a few
 * kilobytes each would be read for nothing.
 */
async function compareCommits(api, base, head, budget) {
    if (!Number.isSafeInteger(budget.bytes) || budget.bytes < 0) {
        throw new Error(`A comparison's patch budget must be a whole number of bytes: ${budget.bytes}.`);
    }
    const range = `${compare_short(base)}...${compare_short(head)}`;
    let answer;
    try {
        answer = await api.send({
            context: errorContext(`Comparing ${range}`, `${compare_short(base)} or ${compare_short(head)} is not a commit of ${api.repository}, or they share no history`, '{ contents: read }'),
            idempotent: true,
            shape: 'object',
        }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
            ...api.repo,
            basehead: `${base}...${head}`,
            per_page: 1,
            page: 1,
            ...options,
        }));
    }
    catch (error) {
        if (error instanceof ApiError && error.status === 404) {
            return { kind: 'not-found', message: error.message };
        }
        throw error;
    }
    const { data } = answer;
    const listed = Array.isArray(data.files) ? data.files : [];
    return {
        kind: 'compared',
        status: typeof data.status === 'string' ? data.status : '',
        commits: compare_integer(data.total_commits),
        behindBy: compare_integer(data.behind_by),
        ...withinBudget(changedFiles(listed), budget.bytes),
        filesCapped: listed.length >= MAX_COMPARED_FILES,
    };
}
/** The files with the patches that fit `bytes`, taken in order; `cut` when any did not. */
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

;// CONCATENATED MODULE: ./src/shared/github/dispatches.ts


/** What a `repository_dispatch` needs of the workflow's token. */
const DISPATCH_PERMISSIONS = '{ contents: write }';
/**
 * Sends a `repository_dispatch` event of type `eventType` (GitHub takes at most 100 characters)
 * with `clientPayload` (at most 10 top-level keys, under 64 KB as JSON) to the repository:
 * workflows `on: repository_dispatch` start, even when the token is the workflow's own
 * GITHUB_TOKEN. GitHub answers 204 without a body. Never repeated once it may have reached
 * GitHub: a second event would start the workflows a second time, and nothing can be read back
 * to tell whether the first arrived.
 */
async function dispatch(api, eventType, clientPayload) {
    await api.send({
        context: {
            ...errorContext(`Sending the ${eventType} event to ${api.repository}`, `${api.repository} was not found, or github-token cannot see it`, DISPATCH_PERMISSIONS),
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

;// CONCATENATED MODULE: ./src/shared/github/issues.ts



/** Writing issues (and reading them, which a private repository's token needs too). */
const ISSUE_PERMISSIONS = '{ issues: write }';
/**
 * The newest open issue labelled `label` that `accept` takes (GitHub's list of issues holds pull
 * requests too: they are skipped), or undefined when there is none. At most 10 pages of 100 are
 * read, and no page after the one where it is found.
 */
async function findOpenIssue(api, label, accept = () => true) {
    // GitHub reads `labels` as a comma-separated list: such a name would be two labels.
    if (label.includes(',')) {
        throw new Error(`An issue cannot be looked up by a label with a comma: "${label}".`);
    }
    const call = {
        context: errorContext(`Looking for the open issue labelled ${label}`, `${api.repository} was not found`, ISSUE_PERMISSIONS),
        idempotent: true,
        shape: 'array',
    };
    for (let page = 1; page <= MAX_PAGES; page++) {
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
        const issue = answer.data
            .filter((listed) => typeof listed.number === 'number' &&
            (listed.pull_request === undefined || listed.pull_request === null))
            .map(issueOf)
            .find(accept);
        if (issue !== undefined)
            return issue;
        if (!hasNextPage(answer.headers))
            break;
    }
    return undefined;
}
/**
 * Opens an issue. Never repeated once it may have reached GitHub: a second attempt could open a
 * second issue. GitHub drops the labels of a token that may not set them, without an error: the
 * answer's `labels` say which were set.
 */
async function createIssue(api, issue) {
    const operation = 'Opening an issue';
    const { data } = await api.send({
        context: {
            ...errorContext(operation, `${api.repository} was not found`, ISSUE_PERMISSIONS),
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
/** Replaces an issue's body, and its title when one is given (the same edit twice is harmless). */
async function updateIssue(api, number, text) {
    const operation = `Updating issue #${number}`;
    const { data } = await api.send({
        context: errorContext(operation, `issue #${number} was not found in ${api.repository}`, ISSUE_PERMISSIONS),
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
        throw new ApiError(`${operation}: GitHub answered without the issue's number.`);
    }
    return issueOf(answer);
}
/** An issue read from an answer whose `number` was checked. */
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
        // Label objects, though GitHub's schema also allows bare names.
        labels: labels
            .map((label) => (typeof label === 'string' ? label : text(label?.name)))
            .filter((name) => name !== ''),
    };
}

;// CONCATENATED MODULE: ./src/shared/github/permissions.ts



/** The repository role of a user (`read` \u2026 `admin`, a custom role name, or `none`). */
async function role(api, login) {
    try {
        const { data } = await api.send({
            context: errorContext(`Checking the repository role of ${login}`, `${login} is not a collaborator`),
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
        if (error instanceof ApiError && error.status === 404)
            return { role: 'none', permission: 'none' };
        throw error;
    }
}
/**
 * The login the token acts as, for a person's token (GET /user); undefined for the workflow's
 * GITHUB_TOKEN or a GitHub App's, which act as no user (GitHub answers 403), or when GitHub will
 * not say. Asked only where a comment by a person may be this action's own.
 */
async function viewer(api) {
    try {
        const { data } = await api.send({
            context: errorContext('Reading who the token acts as', 'no user was found'),
            idempotent: true,
            shape: 'object',
        }, (options) => api.octokit.request('GET /user', options));
        return typeof data.login === 'string' && data.login !== '' ? data.login : undefined;
    }
    catch (error) {
        if (error instanceof ApiError && [401, 403, 404].includes(error.status ?? 0))
            return undefined;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/shared/github/pull-change.ts





/** GitHub lists at most 3000 files of a pull request, 100 to a page. */
const MAX_FILE_PAGES = 30;
async function pullRequestEnds(api, number) {
    const data = await readPullRequest(api, number);
    const headSha = textOf(data.head?.sha);
    const baseSha = textOf(data.base?.sha);
    if (!/^[0-9a-f]{40}$/.test(headSha) || !/^[0-9a-f]{40}$/.test(baseSha))
        throw new ApiError(`Reading pull request #${number} failed: GitHub's answer has no head and base commits.`, {
            status: 200,
            transient: false,
            mayHaveActed: false,
        });
    return { headSha, baseSha };
}
/**
 * Every file a pull request changes, at most `maxPages` pages of 100; `complete` is false when a
 * page was left unread.
 */
async function pullRequestChange(api, number, maxPages = MAX_FILE_PAGES) {
    const call = {
        context: errorContext(`Listing the files of pull request #${number}`, `pull request #${number} was not found`),
        idempotent: true,
        shape: 'array',
    };
    const files = [];
    for (let page = 1; page <= maxPages; page++) {
        const answer = await api.send(call, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
            ...api.repo,
            pull_number: number,
            per_page: 100,
            page,
            ...options,
        }));
        for (const entry of answer.data) {
            const path = textOf(entry?.filename);
            if (path === '')
                continue;
            const previous = textOf(entry?.previous_filename);
            files.push({
                path,
                status: textOf(entry?.status) || 'modified',
                previousPath: previous === '' ? undefined : previous,
                patch: typeof entry?.patch === 'string' ? entry.patch : undefined,
            });
        }
        if (!hasNextPage(answer.headers))
            return { files, complete: true };
    }
    return { files, complete: false };
}
/**
 * A file's whole text at a commit; undefined when the file is not there (404), null when
 * GitHub will not send it as text (a symlink, a submodule, a directory, a file over 1 MB).
 */
async function fileText(api, path, ref) {
    try {
        const { data } = await api.send({
            context: errorContext(`Reading ${path} at ${ref.slice(0, 7)}`, `${path} was not found`),
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
        if (error instanceof ApiError && error.status === 404)
            return undefined;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/shared/github/pull-request-triage.ts

/** Requesting reviews and adding labels: the `pull-requests: write` of the pull request's repository. */
const TRIAGE_PERMISSIONS = '{ pull-requests: write }';
const where = (pull) => `${pull.owner}/${pull.repo}#${pull.number}`;
const notFound = (pull) => `pull request ${where(pull)} was not found, or github-token cannot see ${pull.owner}/${pull.repo}`;
/**
 * Asks users (by login) and teams (by slug, of the pull request's organization) to review. Not
 * repeated once it may have reached GitHub: a second request notifies the reviewers again. Answers
 * whom the pull request's answer lists as requested (GitHub drops nobody silently, but a
 * reviewer already requested is listed once).
 */
async function requestReviewers(api, pull, reviewers) {
    const { data } = await api.send({
        context: {
            ...errorContext(`Requesting reviews on ${where(pull)}`, notFound(pull), TRIAGE_PERMISSIONS),
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
/**
 * Adds labels to an issue or pull request (GitHub makes a label the repository lacks). Adding a
 * label it already has changes nothing, so this is retried like a read. Answers the names of every
 * label it has now.
 */
async function addLabels(api, pull, labels) {
    const { data } = await api.send({
        context: errorContext(`Adding labels to ${where(pull)}`, notFound(pull), TRIAGE_PERMISSIONS),
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

;// CONCATENATED MODULE: ./src/shared/github/reactions.ts



/**
 * Adds a reaction. GitHub answers 201 when it created the reaction and 200 when the same user's
 * identical reaction was already there, so `created` tells whether this call added it: with
 * `claim`, that is the run's claim on the request (see agent/decide/claim.ts). Adding a reaction
 * twice is harmless, so a plain reaction is retried like a read; a claim is not repeated once
 * it may have reached GitHub, since a repeat would answer 200 to this run's own lost 201.
 */
async function react(api, target, content, { claim = false } = {}) {
    const call = {
        context: {
            ...errorContext(`Adding a ${content} reaction`, 'the comment was not found (deleted?)'),
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
/**
 * Removes this token's reaction `id` from `target` (a comment, a review comment, or an issue or
 * pull request): true when it did, false when the reaction was no longer there (404). A DELETE
 * may be sent twice.
 */
async function removeReaction(api, target, id) {
    const where = target.kind === 'issue' ? `#${target.number}` : `comment ${target.id}`;
    try {
        await api.send({
            context: errorContext(`Removing reaction ${id} from ${where}`, `the reaction was not on ${where}`),
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
        if (error instanceof ApiError && error.status === 404)
            return false;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/shared/github/job-logs.ts



/** GitHub's log hosts, when the API is github.com's. */
const GITHUB_LOG_HOSTS = [
    /^productionresultssa\d+\.blob\.core\.windows\.net$/,
    /^[a-z0-9-]+\.actions\.githubusercontent\.com$/,
];
/**
 * The URL a job's log may be read from, or why not (an error that never quotes the URL): the
 * `Location` GitHub's API answered, by the rules above.
 */
function logLocation(location, apiUrl, job) {
    const refuse = (why) => new ApiError(`Reading the log of job ${job} failed: GitHub's API redirected ${why}.`);
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
/**
 * The last lines of the log at `url` within `budget`, read as it streams (only about `bytes` are
 * ever held), without a token, within `timeoutMs`. Through the http-client, so a runner's proxy
 * applies as it does to every other request.
 */
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
    const http = new lib/* HttpClient */.Qq(USER_AGENT, [withSignal], {
        allowRedirects: false,
        allowRetries: false,
        keepAlive: false,
    });
    try {
        const response = await http.request('GET', url.href, null, { accept: 'text/plain' });
        const status = response.message.statusCode ?? 0;
        if (status !== 200) {
            response.message.resume();
            throw new ApiError(`${operation} failed: the log host answered HTTP ${status}.`, {
                status,
                transient: status >= 500,
            });
        }
        const { kept, total } = await readEnd(response.message, budget.bytes + 1);
        return logTail(kept, total, budget);
    }
    catch (error) {
        if (error instanceof ApiError)
            throw error;
        const why = signal.aborted
            ? `no answer within ${timeoutMs} ms`
            : `the log host could not be read (${job_logs_codeOf(error)})`;
        throw new ApiError(`${operation} failed: ${why}.`, { transient: true });
    }
    finally {
        http.dispose();
    }
}
/** The last `keep` bytes (or a little more) of a body, and how long the body was. */
function readEnd(message, keep) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let held = 0;
        let total = 0;
        message.on('data', (chunk) => {
            chunks.push(chunk);
            held += chunk.length;
            total += chunk.length;
            // Older chunks go once the newer ones alone hold enough.
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
/**
 * The whole lines among the last `budget.bytes` bytes of a log (`kept` is its end, one byte more
 * than the budget when the log is longer), then the last `budget.lines` of those.
 */
function logTail(kept, total, budget) {
    let end = kept;
    let cut = total > budget.bytes;
    if (cut) {
        end = kept.subarray(kept.length - budget.bytes);
        // The byte before the budget's first: unless it ends a line, the first line is only a part.
        const newline = end.indexOf(0x0a);
        // A line longer than the budget: its end is all there is to keep.
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
function job_logs_codeOf(error) {
    const code = error?.code;
    return typeof code === 'string' ? code : 'network error';
}

;// CONCATENATED MODULE: ./src/shared/github/workflow-runs.ts




/** Conclusions of a job or step that failed; `cancelled` and `skipped` are not failures. */
const FAILED = ['failure', 'timed_out'];
const workflow_runs_text = (value) => (typeof value === 'string' ? value : undefined);
const workflow_runs_integer = (value) => typeof value === 'number' && Number.isInteger(value) ? value : undefined;
/**
 * The jobs of a workflow run's latest attempt that failed or timed out, each with its steps that
 * did (a job can fail with none: a runner lost, a `timeout-minutes` hit between steps).
 */
async function failedJobs(api, runId, pages = MAX_PAGES) {
    const call = {
        context: errorContext(`Listing the jobs of workflow run ${runId}`, `workflow run ${runId} was not found in ${api.repository}`, '{ actions: read }'),
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
        if (!hasNextPage(answer.headers))
            break;
    }
    return failed;
}
function failedJob(job) {
    const id = workflow_runs_integer(job?.id);
    const conclusion = workflow_runs_text(job?.conclusion);
    if (job == null || id === undefined || conclusion === undefined || !FAILED.includes(conclusion)) {
        return undefined;
    }
    const failedSteps = (job.steps ?? []).flatMap((step) => {
        const number = workflow_runs_integer(step?.number);
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
/** The first `limit` (at most 100: one page) annotations of a check run (a job's is its id). */
async function checkRunAnnotations(api, checkRunId, limit) {
    const { data } = await api.send({
        context: errorContext(`Listing the annotations of check run ${checkRunId}`, `check run ${checkRunId} was not found in ${api.repository}`, '{ checks: read }'),
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
                startLine: workflow_runs_integer(annotation.start_line),
                endLine: workflow_runs_integer(annotation.end_line),
                level: workflow_runs_text(annotation.annotation_level) ?? 'notice',
                title: workflow_runs_text(annotation.title),
                message: workflow_runs_text(annotation.message) ?? '',
                rawDetails: workflow_runs_text(annotation.raw_details),
            },
        ];
    });
}
/**
 * The last lines of a job's log within `budget`: GitHub's API answers with a redirect to the log,
 * which is read by the rules of ./job-logs.ts (never with the token). `expired` when GitHub no
 * longer keeps it.
 */
async function jobLog(api, jobId, budget) {
    let answer;
    try {
        answer = await api.send({
            context: errorContext(`Reading the log of job ${jobId}`, `job ${jobId} was not found in ${api.repository}`, '{ actions: read }'),
            idempotent: true,
            shape: 'none',
        }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', {
            ...api.repo,
            job_id: jobId,
            ...options,
            // The redirect is the answer: where it goes is checked before anything is sent there.
            request: { ...options.request, redirect: 'manual' },
        }));
    }
    catch (error) {
        // Past the repository's log retention, GitHub answers 410 (emulator/github-description.ts).
        if (error instanceof ApiError && error.status === 410)
            return { kind: 'expired' };
        throw error;
    }
    if (answer.status !== 302) {
        throw new ApiError(`Reading the log of job ${jobId} failed: GitHub answered HTTP ${answer.status} where it redirects to the log.`, { status: answer.status });
    }
    const location = answer.headers.location;
    const url = logLocation(location === undefined ? undefined : String(location), api.apiUrl, jobId);
    return { kind: 'log', ...(await readLogTail(url, budget, api.timeoutMs, jobId)) };
}

;// CONCATENATED MODULE: ./src/shared/github/reviews.ts



/**
 * The inline comments of review `reviewId` on pull request `pull`, in GitHub's order, at most
 * `limit` (read 100 a page, or fewer when `limit` is smaller).
 */
async function reviewComments(api, pull, reviewId, limit) {
    const call = {
        context: errorContext(`Reading the comments of review ${reviewId} on pull request #${pull}`, `review ${reviewId} was not found on pull request #${pull}`),
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
            const login = textOf(comment.user?.login);
            comments.push({
                id: comment.id,
                body: textOf(comment.body),
                path: textOf(comment.path),
                line: typeof comment.line === 'number' ? comment.line : undefined,
                diffHunk: textOf(comment.diff_hunk),
                author: login === ''
                    ? undefined
                    : { login, association: textOf(comment.author_association) || 'NONE' },
            });
        }
        const more = hasNextPage(answer.headers);
        if (!more)
            return { comments: comments.slice(0, limit), more: comments.length > limit };
        if (comments.length >= limit)
            return { comments: comments.slice(0, limit), more: true };
    }
}
/** The body of review `reviewId` on pull request `pull` ('' when it has none). */
async function reviewBody(api, pull, reviewId) {
    const { data } = await api.send({
        context: errorContext(`Reading review ${reviewId} on pull request #${pull}`, `review ${reviewId} was not found on pull request #${pull}`),
        idempotent: true,
        shape: 'object',
    }, (options) => api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}', {
        ...api.repo,
        pull_number: pull,
        review_id: reviewId,
        ...options,
    }));
    return textOf(data.body);
}

;// CONCATENATED MODULE: ./src/shared/github/github-client.ts













// How a caller looks before setting a status again (./commit-statuses.ts).

/** Every comment these actions write starts with a hidden marker that starts so. */
const MARKER_START = '<!-- docs-';
/**
 * The small part of GitHub's REST API the two actions use, for one repository: what callers hold.
 * Each method is the operation of the same name in the module of its concern, which says why it
 * is sent as it is: ./comments.ts (thread comments, the tracking comment, review replies),
 * ./reactions.ts, ./permissions.ts (a user's role), ./pull-requests.ts (a pull request's files),
 * ./pull-request-triage.ts (reviewers and labels), ./reviews.ts (a review's body and inline
 * comments), ./issues.ts (analytics' rolling issue), ./workflow-runs.ts (what a failed run
 * says), ./compare.ts (what pushed commits change), ./commit-statuses.ts and ./dispatches.ts
 * (`repository_dispatch` events). How every call is sent and retried is ./github-api.ts, one for
 * all of them; what its failures say, ./github-errors.ts.
 */
class GitHubClient {
    api;
    /** The person the token acts as (undefined for an App or GITHUB_TOKEN), once GitHub said. */
    acting;
    constructor(settings, deps) {
        this.api = new GitHubApi(settings, deps);
    }
    /**
     * The same client (token, deadline, retries) in another repository: a docs pull request that
     * lives apart from the code's (../../agent/job/code-closed.ts).
     */
    inRepository(owner, repo) {
        return new GitHubClient({ ...this.api.settings, owner, repo }, this.api.deps);
    }
    /** Nothing to close: the toolkit's dispatcher is shared; kept for the callers' `finally`. */
    dispose() { }
    /** The repository role of a user (`read` \u2026 `admin`, a custom role name, or `none`). */
    role(login) {
        return role(this.api, login);
    }
    /**
     * The login a person's token acts as; undefined for GITHUB_TOKEN or an App's token. GitHub's
     * answer is kept for the client's life; a failure is not (the next call asks again).
     */
    viewer() {
        this.acting ??= viewer(this.api).catch((error) => {
            this.acting = undefined;
            throw error;
        });
        return this.acting;
    }
    /**
     * Every comment of an issue or pull request (review comments too for a pull request), oldest
     * first. A bot's are `trusted`; so are, with a person's token (a personal access token), that
     * person's comments that start with a marker of these actions, which they wrote as the person
     * (`withOwnComments`).
     */
    async threadComments(number, isPullRequest) {
        return this.withOwnComments(await threadComments(this.api, number, isPullRequest));
    }
    /**
     * The issue and review comments of every thread of the repository updated at or after `since`
     * (ISO 8601), oldest update first; at most `maxPages` pages of 100 of each kind (`complete`
     * says whether that was all). Trusted as `threadComments` trusts them.
     */
    async repositoryComments(since, maxPages = MAX_PAGES) {
        const found = await repositoryComments(this.api, since, maxPages);
        return { ...found, comments: await this.withOwnComments(found.comments) };
    }
    /**
     * One comment of either kind as it is now, trusted as `threadComments` trusts it; undefined when
     * it is gone.
     */
    async comment(kind, id) {
        const found = await comment(this.api, kind, id);
        return found === undefined ? undefined : (await this.withOwnComments([found]))[0];
    }
    /**
     * `found`, with the comments these actions wrote with a person's token trusted too: that
     * person's comments that start with a marker of these actions. GitHub's `GET /user` says who the
     * token acts as; it is asked only when a person's comment starts with a marker, once per client
     * (a failure is asked again, and fails the read: a reader must not take the action's own
     * comments for someone else's).
     */
    async withOwnComments(found) {
        const marked = (c) => c.author !== undefined && c.body.startsWith(MARKER_START);
        if (!found.some((c) => !c.trusted && marked(c)))
            return found;
        const person = (await this.viewer())?.toLowerCase();
        if (person === undefined)
            return found;
        return found.map((c) => !c.trusted && marked(c) && c.author?.toLowerCase() === person ? { ...c, trusted: true } : c);
    }
    /** Posts a comment on an issue or pull request; returns its id. Never repeated blindly. */
    createComment(number, body) {
        return createComment(this.api, number, body);
    }
    /** Replies in the review thread of a pull request review comment; returns the reply's id. */
    replyToReviewComment(pull, commentId, body) {
        return replyToReviewComment(this.api, pull, commentId, body);
    }
    updateComment(kind, id, body) {
        return updateComment(this.api, kind, id, body);
    }
    /** Deletes a comment of this action's (a duplicate, or one a tracking comment replaces). */
    deleteComment(id, kind = 'issue') {
        return deleteComment(this.api, kind, id);
    }
    /** Adds a reaction; `created` says whether this call added it (with `claim`, the run's claim). */
    react(target, content, options = {}) {
        return react(this.api, target, content, options);
    }
    /** Removes this token's reaction `id` from `target`: false when it was no longer there. */
    removeReaction(target, id) {
        return removeReaction(this.api, target, id);
    }
    /** The first `limit` (at most 100: one page) files of a pull request, with their patches. */
    pullRequestFiles(number, limit) {
        return pullRequestFiles(this.api, number, limit);
    }
    /** The head and base commits of a pull request. */
    pullRequestEnds(number) {
        return pullRequestEnds(this.api, number);
    }
    /** Every file a pull request changes (at most 30 pages of 100), with renames and patches. */
    pullRequestChange(number) {
        return pullRequestChange(this.api, number);
    }
    /** A file's whole text at a commit; undefined when it is not there, null when GitHub gives no text. */
    fileText(path, ref) {
        return fileText(this.api, path, ref);
    }
    /** The open pull requests into branch `base`: who opened each, and its head. */
    openPullRequests(base) {
        return openPullRequests(this.api, base);
    }
    /** Whether a pull request merged (and when) or was closed without merging. */
    pullRequestState(number) {
        return pullRequestState(this.api, number);
    }
    /** Asks users and teams (slugs) to review `pull`, in any repository; never repeated blindly. */
    requestReviewers(pull, reviewers) {
        return requestReviewers(this.api, pull, reviewers);
    }
    /** Adds labels to `pull`, in any repository; answers every label it has now. */
    addLabels(pull, labels) {
        return addLabels(this.api, pull, labels);
    }
    /** A review's inline comments in order, at most `limit` (pages of 100). */
    reviewComments(pull, reviewId, limit) {
        return reviewComments(this.api, pull, reviewId, limit);
    }
    /** A review's body ('' when it has none). */
    reviewBody(pull, reviewId) {
        return reviewBody(this.api, pull, reviewId);
    }
    /** The newest open issue labelled `label` that `accept` takes (pull requests are skipped). */
    findOpenIssue(label, accept) {
        return findOpenIssue(this.api, label, accept);
    }
    /** Opens an issue; never repeated once it may have reached GitHub. */
    createIssue(issue) {
        return createIssue(this.api, issue);
    }
    /** Replaces an issue's body, and its title when one is given (the same edit twice is harmless). */
    updateIssue(number, text) {
        return updateIssue(this.api, number, text);
    }
    /** The jobs of a workflow run's latest attempt that failed or timed out, with their failed steps. */
    failedJobs(runId, pages) {
        return failedJobs(this.api, runId, pages);
    }
    /** The first `limit` (at most 100) annotations of a check run (a job's id is its check run's). */
    checkRunAnnotations(checkRunId, limit) {
        return checkRunAnnotations(this.api, checkRunId, limit);
    }
    /** The last lines of a job's log within `budget`, read without the token; or `expired`. */
    jobLog(jobId, budget) {
        return jobLog(this.api, jobId, budget);
    }
    /** What `base...head` changes, patches within `budget`; `not-found` for an unknown commit. */
    compareCommits(base, head, budget) {
        return compareCommits(this.api, base, head, budget);
    }
    /** Sets a status on a commit; never repeated blindly (look at its statuses before again). */
    createCommitStatus(sha, status) {
        return createStatus(this.api, sha, status);
    }
    /** The statuses of `ref` in one `context`, newest first, at most `limit`. */
    commitStatuses(ref, context, limit) {
        return commitStatuses(this.api, ref, context, limit);
    }
    /**
     * Sends a `repository_dispatch` event (`eventType` at most 100 characters, `payload` at most 10
     * top-level keys); never repeated once it may have reached GitHub (`mayHaveActed`).
     */
    dispatch(eventType, payload) {
        return dispatch(this.api, eventType, payload);
    }
}
/** A client for GitHub's REST API with the workflow token. */
function createGitHubClient(settings, deps) {
    return new GitHubClient(settings, deps);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./src/shared/log.ts




/**
 * Prints text a user or the service wrote, with workflow commands switched off around it, so that
 * a line such as `::add-mask::` or `::error::` inside it is shown, not obeyed.
 */
function logUntrusted(title, text) {
    const token = randomUUID();
    core.startGroup(title);
    core.info(`::stop-commands::${token}`);
    core.info(text);
    core.info(`::${token}::`);
    core.endGroup();
}
/** The user-facing text of any error: ours are written for users; anything else is a bug. */
function messageOf(error) {
    if (error instanceof ApiError || error instanceof InputError)
        return error.message;
    if (error instanceof Error) {
        core_debug(error.stack ?? error.message);
        return `Unexpected error: ${error.message}`;
    }
    return `Unexpected error: ${String(error)}`;
}

;// CONCATENATED MODULE: ./src/shared/lifecycle.ts



/**
 * How long a cancelled run may wind down (close the tracking comment, finish the page in hand)
 * before it reports and exits, for both actions. The runner sends SIGINT, then SIGTERM 7.5 s
 * later: 4 s leaves time to write the outputs and the summary before that.
 */
const CANCEL_GRACE_MS = 4000;
/**
 * The one lifecycle of both actions' main steps:
 * 1. `start` reads every input (masking secrets as it reads them) and builds the run; an error
 *    there fails the step with its message, before any request.
 * 2. The run is carried out. A cancellation (SIGINT/SIGTERM) asks it to stop, waits up to
 *    CANCEL_GRACE_MS, reports it stopped and exits with 1.
 * 3. Whichever ending comes first reports, exactly once: the message redacted, outputs and
 *    summary written, then the verdict (`setFailed` for a failure).
 * 4. The process exits once idle, even if a stuck socket would keep it alive.
 */
async function runAction(deps, start) {
    let run;
    try {
        run = await start(deps);
    }
    catch (error) {
        setFailed(messageOf(error));
        return;
    }
    const { secrets } = run;
    let ending;
    const end = (conclusion) => (ending ??= (async () => {
        const safe = { ...conclusion, message: redact(conclusion.message, secrets) };
        await run.report(safe);
        announce(safe);
    })());
    const removeHandlers = onCancel(deps, (signal) => {
        const stopping = run.stop(signal).catch(() => undefined);
        void Promise.race([stopping, deps.clock.sleep(CANCEL_GRACE_MS)])
            .then(async () => end(await run.stopped(signal)))
            .catch((error) => setFailed(redact(messageOf(error), secrets)))
            .finally(() => process.exit(1));
    });
    // A run concludes its own failures; anything that still escapes fails the step with its
    // message (redacted in `end`), never with a stack trace.
    const conclusion = await run
        .carryOut()
        .catch((error) => ({ level: 'failure', message: messageOf(error) }));
    removeHandlers();
    await end(conclusion);
    exitWhenIdle(deps);
}
/** Annotates the run with the verdict. */
function announce(conclusion) {
    const { level, message } = conclusion;
    if (level === 'failure')
        setFailed(message);
    else if (level === 'warning')
        warning(message);
    else if (level === 'notice')
        notice(message);
    else
        info(message);
}
/**
 * Runs `onSignal` once on SIGINT or SIGTERM (the runner cancels with SIGINT, then SIGTERM), when
 * the run owns its process. Returns the function that removes the handlers.
 */
function onCancel(deps, onSignal) {
    if (!deps.ownsProcess)
        return () => undefined;
    let fired = false;
    const handler = (signal) => {
        if (fired)
            return;
        fired = true;
        onSignal(signal);
    };
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    return () => {
        process.off('SIGINT', handler);
        process.off('SIGTERM', handler);
    };
}
/** Every socket has been disposed; this only guards against one a proxy agent keeps open. */
function exitWhenIdle(deps) {
    if (deps.ownsProcess)
        setTimeout(() => process.exit(), 2000).unref();
}

;// CONCATENATED MODULE: ./src/shared/service/service-transport.ts





/** A transport for the docs platform's API: bearer key, its error messages, its retry policy. */
function serviceTransport(settings, deps) {
    return new Transport({
        baseUrl: settings.apiUrl,
        urlSetting: 'api-url',
        headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' },
        secrets: [settings.apiKey],
        userAgent: USER_AGENT,
        timeoutMs: settings.timeoutMs,
        retry: DEFAULT_RETRY_POLICY,
        explain: serviceErrorMessage,
        readError: serviceMessage,
        clock: deps.clock,
        random: deps.random,
        onRetry: settings.onRetry,
    });
}

;// CONCATENATED MODULE: ./src/entrypoints/deploy.ts










/** How long after `timeout-minutes` GitHub's rate limits are still waited out (the last edit). */
const LAST_EDIT_MS = 60_000;
/**
 * The GitHub client of the preview comment: only for `preview` with `comment: true` on a pull
 * request event, with a token. Octokit is loaded at its first call.
 */
function commentClient(inputs, context, deps) {
    const pull = context.pullRequest;
    if (inputs.operation !== 'preview' || !inputs.comment || pull === undefined)
        return undefined;
    if (inputs.githubToken === '' || context.owner === '' || context.repo === '') {
        warning(`No preview comment on pull request #${pull.number}: ${inputs.githubToken === '' ? "input 'github-token' is empty" : 'GITHUB_REPOSITORY does not name the repository'}. Set comment: false to leave it out.`);
        return undefined;
    }
    const github = createGitHubClient({
        apiUrl: context.apiUrl,
        token: inputs.githubToken,
        owner: context.owner,
        repo: context.repo,
        timeoutMs: inputs.requestTimeoutMs,
        deadline: deps.clock.now() + inputs.timeoutMs + LAST_EDIT_MS,
        onRetry: (message) => info(message),
    }, deps);
    return { github, pull: pull.number };
}
/** Reads every input (a bad one fails here, before any request), then builds the run. */
function startDeployStep(deps) {
    const context = readDeployContext(deps.env);
    const inputs = getDeployInputs(context);
    const transport = serviceTransport({
        apiUrl: inputs.apiUrl,
        apiKey: inputs.apiKey,
        timeoutMs: inputs.requestTimeoutMs,
        onRetry: (message) => info(message),
    }, deps);
    const deployments = new DeploymentClient(transport, inputs.projectId);
    const commenting = commentClient(inputs, context, deps);
    return new DeployRun({
        inputs,
        deployments,
        clock: deps.clock,
        comment: commenting === undefined ? undefined : new PreviewComment(commenting.github, commenting.pull),
        runUrl: context.runUrl,
        dispose: () => {
            deployments.dispose();
            commenting?.github.dispose();
        },
    });
}
/** The deploy action's step: `dist/deploy/index.js`, or in process. */
function run(deps = realDependencies) {
    return runAction(deps, startDeployStep);
}


/***/ }),

/***/ 3299:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ readBody)
/* harmony export */ });
/** Reads the whole body, failing (instead of hanging) when the connection drops half-way. */
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

/***/ 6827:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  kT: () => (/* binding */ ProxyAgent),
  hd: () => (/* binding */ fetch),
  sh: () => (/* binding */ prepareFetch)
});

// UNUSED EXPORTS: proxyMayApply

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __nccwpck_require__(4942);
// EXTERNAL MODULE: ./src/shared/http/answer-body.ts
var answer_body = __nccwpck_require__(3299);
;// CONCATENATED MODULE: ./src/shared/http/http-client-fetch.ts


/**
 * The fetch Octokit sends with when no proxy applies: one request through @actions/http-client
 * (node:http), the client the service's requests already go through.
 *
 * Why not Node's own fetch: Node loads its fetch (its bundled undici) at the first use, and that
 * takes 30-50 ms here, a third of the start-up of a run whose first request is GitHub's (the
 * commenter's role, on a comment). node:http is loaded already. Octokit takes any fetch
 * (`request.fetch`), and reads only part of the answer: status, headers and the body (text or
 * bytes), which is what `FetchAnswer` gives.
 *
 * Where it differs from fetch, none of which GitHub's REST API relies on:
 * - Redirects are followed by the http-client with the same method and body (GitHub answers 307
 *   for anything but a GET), the authorization header dropped when the host changes (fetch drops
 *   it for a new port or scheme too), and never from https to http (a plain error, no code).
 *   With `redirect: 'manual'` the redirect is the answer (a job's log, ../github/job-logs.ts).
 * - `url` is the URL asked for, not the one a redirect ended at.
 * - Each request has a connection of its own, as the service's do: a kept-alive socket that the
 *   server closes as it is reused fails a POST in a way that may have acted, which we would then
 *   not send again. A handshake per call costs less than that.
 * Retries are left to our own policy (../github/github-api.ts); the abort signal (each attempt's
 * timeout) ends the request wherever it is, a redirect's body or the answer's included.
 */
async function httpClientFetch(input, init = {}) {
    const url = String(input);
    const { method = 'GET', body } = init;
    const signal = init.signal ?? undefined;
    if (body !== undefined && body !== null && typeof body !== 'string') {
        throw new TypeError(`httpClientFetch sends a string body only (got ${typeof body}).`);
    }
    // `manual` answers the redirect itself, as Node's fetch does: the caller decides where to go.
    const follow = init.redirect === undefined || init.redirect === 'follow';
    if (!follow && init.redirect !== 'manual') {
        throw new TypeError(`httpClientFetch follows redirects or leaves them to the caller (got redirect: ${init.redirect}).`);
    }
    signal?.throwIfAborted();
    const headers = {};
    for (const [name, value] of Object.entries(init.headers ?? {})) {
        headers[name.toLowerCase()] = value;
    }
    // Run for every request the client makes, each redirect's too (RequestHandler's contract).
    const exactly = {
        prepareRequest(options) {
            // The http-client puts its own user agent first, with the runner's orchestration id, which
            // the toolkit has already added to Octokit's: send Octokit's as it is.
            const userAgent = headers['user-agent'];
            if (userAgent !== undefined)
                options.headers = { ...options.headers, 'user-agent': userAgent };
            // Node destroys the request and its answer when the signal aborts.
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
    // The http-client reads a redirect's body without listening for errors: a connection cut then
    // leaves its promise pending for good, so the abort does not wait for it. (Promise.race takes
    // care of whichever of the two settles second.)
    let stop = () => undefined;
    const aborted = new Promise((_, reject) => {
        stop = () => reject(signal?.reason);
        signal?.addEventListener('abort', stop, { once: true });
    });
    try {
        return await Promise.race([exchange, aborted]);
    }
    catch (error) {
        // An abort shows as the error fetch gives for it (its reason), whatever the socket said.
        signal?.throwIfAborted();
        throw error;
    }
    finally {
        signal?.removeEventListener('abort', stop);
        http.dispose();
    }
}
/** A response as Octokit reads it: `status`, `url`, `headers`, `text()` and `arrayBuffer()`. */
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
/** Answer headers as fetch's `Headers` gives them: names in lower case, repeats joined. */
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

;// CONCATENATED MODULE: ./src/shared/http/undici-import.ts
/**
 * The dynamic import of the real undici, alone in its module: the analytics bundle, which never
 * loads undici, then leaves it out altogether (inline in undici-on-demand.ts, ncc kept it as a
 * chunk nobody loaded). Why it is dynamic: undici-on-demand.ts.
 */
const importUndici = () => __nccwpck_require__.e(/* import() */ 752).then(__nccwpck_require__.t.bind(__nccwpck_require__, 6752, 19));

;// CONCATENATED MODULE: ./src/shared/http/undici-on-demand.ts


let undici;
let loading;
function loadUndici() {
    loading ??= importUndici().then((module) => (undici = module));
    return loading;
}
/** Where @actions/http-client reads a proxy from (NO_PROXY only exempts hosts from it). */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];
/** Whether @actions/http-client may find a proxy for some host, so make a `ProxyAgent`. */
function proxyMayApply(env) {
    return PROXY_VARIABLES.some((name) => (env[name] ?? '') !== '');
}
/**
 * Loads the fetch the toolkit will send with, before any request's deadline starts to run (a
 * first request should not spend its time loading code): undici when a proxy may apply, which
 * also lets `ProxyAgent` be made; otherwise nothing, as node:http is loaded already.
 */
async function prepareFetch(env = process.env) {
    if (proxyMayApply(env))
        await loadUndici();
}
/** undici's fetch for a request with a dispatcher (a proxy's), the http-client's for one without. */
const fetch = async (input, init) => {
    if (init?.dispatcher === undefined) {
        if (typeof input !== 'string' && !(input instanceof URL)) {
            throw new TypeError('Without a proxy, fetch takes a URL, not a Request.');
        }
        // Octokit reads only the part of a Response that the answer has (./http-client-fetch.ts).
        const answer = await httpClientFetch(input, init);
        return answer;
    }
    return (await loadUndici()).fetch(input, init);
};
/** Called with `new`: a function that returns an object gives that object to `new`. */
function makeProxyAgent(options) {
    if (undici === undefined) {
        throw new Error('A proxy dispatcher was asked for before undici was loaded: await prepareFetch() before importing @actions/github.');
    }
    return new undici.ProxyAgent(options);
}
/** undici's ProxyAgent (the class itself: `instanceof` and statics are nobody's concern here). */
const ProxyAgent = makeProxyAgent;


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

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

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

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

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 4942:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Qq: () => (/* binding */ HttpClient)
});

// UNUSED EXPORTS: Headers, HttpClientError, HttpClientResponse, HttpCodes, MediaTypes, getProxyUrl, isHttps

// EXTERNAL MODULE: external "http"
var external_http_ = __nccwpck_require__(8611);
var external_http_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_http_, 2);
// EXTERNAL MODULE: external "https"
var external_https_ = __nccwpck_require__(5692);
var external_https_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_https_, 2);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/proxy.js
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
    // Determine the request port
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
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
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
// EXTERNAL MODULE: ./node_modules/tunnel/index.js
var tunnel = __nccwpck_require__(770);
// EXTERNAL MODULE: ./src/shared/http/undici-on-demand.ts + 2 modules
var undici_on_demand = __nccwpck_require__(6827);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/index.js
/* eslint-disable @typescript-eslint/no-explicit-any */
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
/**
 * Returns the proxy URL, depending upon the supplied url and proxy environment variables.
 * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
 */
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
    /**
     * Gets a typed object from an endpoint
     * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
     */
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
    /**
     * Makes a raw http request.
     * All other methods such as get, post, patch, and request ultimately call this.
     * Prefer get, del, post and patch
     */
    request(verb, requestUrl, data, headers) {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._disposed) {
                throw new Error('Client has already been disposed.');
            }
            const parsedUrl = new URL(requestUrl);
            let info = this._prepareRequest(verb, parsedUrl, headers);
            // Only perform retries on reads since writes may not be idempotent.
            const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb)
                ? this._maxRetries + 1
                : 1;
            let numTries = 0;
            let response;
            do {
                response = yield this.requestRaw(info, data);
                // Check if it's an authentication challenge
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
                        // We have received an unauthorized response but have no handlers to handle it.
                        // Let the response return to the caller.
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
                        // if there's no location to redirect to, we won't
                        break;
                    }
                    const parsedRedirectUrl = new URL(redirectUrl);
                    if (parsedUrl.protocol === 'https:' &&
                        parsedUrl.protocol !== parsedRedirectUrl.protocol &&
                        !this._allowRedirectDowngrade) {
                        throw new Error('Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.');
                    }
                    // we need to finish reading the response before reassigning response
                    // which will leak the open socket.
                    yield response.readBody();
                    // strip authorization header if redirected to a different hostname
                    if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                        for (const header in headers) {
                            // header names are case insensitive
                            if (header.toLowerCase() === 'authorization') {
                                delete headers[header];
                            }
                        }
                    }
                    // let's make the request with the new redirectUrl
                    info = this._prepareRequest(verb, parsedRedirectUrl, headers);
                    response = yield this.requestRaw(info, data);
                    redirectsRemaining--;
                }
                if (!response.message.statusCode ||
                    !HttpResponseRetryCodes.includes(response.message.statusCode)) {
                    // If not a retry code, return immediately instead of retrying
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
    /**
     * Needs to be called if keepAlive is set to true in request options.
     */
    dispose() {
        if (this._agent) {
            this._agent.destroy();
        }
        this._disposed = true;
    }
    /**
     * Raw request.
     * @param info
     * @param data
     */
    requestRaw(info, data) {
        return __awaiter(this, void 0, void 0, function* () {
            return new Promise((resolve, reject) => {
                function callbackForResult(err, res) {
                    if (err) {
                        reject(err);
                    }
                    else if (!res) {
                        // If `err` is not passed, then `res` must be passed.
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
    /**
     * Raw request with callback.
     * @param info
     * @param data
     * @param onResult
     */
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
        // If we ever get disconnected, we want the socket to timeout eventually
        req.setTimeout(this._socketTimeout || 3 * 60000, () => {
            if (socket) {
                socket.end();
            }
            handleResult(new Error(`Request timeout: ${info.options.path}`));
        });
        req.on('error', function (err) {
            // err has statusCode property
            // res should have headers
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
    /**
     * Gets an http agent. This function is useful when you need an http agent that handles
     * routing through a proxy server - depending upon the url and proxy environment variables.
     * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
     */
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
        // gives handlers an opportunity to participate
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
    /**
     * Gets an existing header value or returns a default.
     * Handles converting number header values to strings since HTTP headers must be strings.
     * Note: This returns string | string[] since some headers can have multiple values.
     * For headers that must always be a single string (like Content-Type), use the
     * specialized _getExistingOrDefaultContentTypeHeader method instead.
     */
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
    /**
     * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
     * Always returns a single string (not an array) since Content-Type should be a single value.
     * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
     * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
     * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
     */
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
        // Return the first non-undefined value, converting numbers or arrays to strings if necessary
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
        // if agent is already assigned use that agent.
        if (agent) {
            return agent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        let maxSockets = 100;
        if (this.requestOptions) {
            maxSockets = this.requestOptions.maxSockets || external_http_.globalAgent.maxSockets;
        }
        // This is `useProxy` again, but we need to check `proxyURl` directly for TypeScripts's flow analysis.
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
        // if tunneling agent isn't assigned create a new agent
        if (!agent) {
            const options = { keepAlive: this._keepAlive, maxSockets };
            agent = usingSsl ? new external_https_.Agent(options) : new external_http_.Agent(options);
            this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
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
        // if agent is already assigned use that agent.
        if (proxyAgent) {
            return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === 'https:';
        proxyAgent = new undici_on_demand/* ProxyAgent */.kT(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, ((proxyUrl.username || proxyUrl.password) && {
            token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString('base64')}`
        })));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
            // we don't want to set NODE_TLS_REJECT_UNAUTHORIZED=0 since that will affect request for entire process
            // http.RequestOptions doesn't expose a way to modify RequestOptions.agent.options
            // we have to cast it to any and change it directly
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
            // Sanitize the orchestration ID to ensure it contains only valid characters
            // Valid characters: 0-9, a-z, _, -, .
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
                // not found leads to null obj returned
                if (statusCode === HttpCodes.NotFound) {
                    resolve(response);
                }
                // get the result from the body
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
                    // Invalid resource (contents not json);  leaving result obj null
                }
                // note that 3xx redirects are handled by the http layer.
                if (statusCode > 299) {
                    let msg;
                    // if exception/error in body, attempt to get better error
                    if (obj && obj.message) {
                        msg = obj.message;
                    }
                    else if (contents && contents.length > 0) {
                        // it may be the case that the exception is in the body message as string
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
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
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
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
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
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
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
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5898);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map