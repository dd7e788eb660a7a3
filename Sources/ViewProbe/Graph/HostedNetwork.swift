import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a harness's server answers: the test's answers by request, the requests the hosted
/// app sent, in order, and those still waiting for an answer.
final class HostedNetwork: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [NetworkRoute: AnswerQueue] = [:]
  private var sent: [URLRequest] = []
  private var waiting: [WaitingRequest] = []
  private var inFlight: [AnsweredLoad] = []
  private var downloads: [URLRequest] = []

  required init() {}

  /// An answer is on its way to the app: `settle()` waits until the session has handed it over —
  /// its task has completed and its completion handler has run (what the handler hands to the
  /// main queue is then there).
  func answerOnItsWay() -> AnsweredLoad {
    let load = AnsweredLoad(network: self)
    lock.withLock { inFlight.append(load) }
    return load
  }

  /// Whether an answered request's completion has not reached the app yet.
  var hasAnswersInFlight: Bool {
    lock.withLock {
      inFlight.removeAll { $0.isOver }
      return !inFlight.isEmpty
    }
  }

  /// Answers requests that `route` matches with `queue`'s answers, replacing what it answered;
  /// requests already waiting that it matches are answered now, in the order they were sent.
  func respond(_ route: NetworkRoute, with queue: AnswerQueue) {
    let answered: [(WaitingRequest, NetworkAnswer)] = lock.withLock {
      answers[route] = queue
      var answered: [(WaitingRequest, NetworkAnswer)] = []
      waiting.removeAll { request in
        guard let url = request.request.url,
          NetworkRoute.candidates(for: url, method: request.method).contains(route),
          let answer = queue.next(for: request.request)
        else { return false }
        guard !answer.isWaiting else {
          request.isHeld = true
          return false
        }
        answered.append((request, answer))
        return true
      }
      return answered
    }
    for (request, answer) in answered { request.resolve(answer) }
  }

  /// The requests the app sent, in order.
  var requests: [URLRequest] { lock.withLock { sent } }

  /// Records `request` and says how it is answered: by the route that matches it most closely
  /// (its method and whole URL before its URL without the query, before any method), or — when
  /// the test gave no answer yet — by waiting for one, as a request to a slow server does.
  func decide(
    _ request: URLRequest, from site: String?, unpark: @escaping @Sendable () -> Void
  ) -> NetworkDecision {
    lock.withLock {
      sent.append(request)
      let answer = answer(for: request)
      if let answer, !answer.isWaiting {
        let load = AnsweredLoad(network: self)
        inFlight.append(load)
        return .answer(answer, load)
      }
      let waiter = WaitingRequest(request, from: site, network: self, unpark: unpark)
      waiter.isHeld = answer != nil
      waiting.append(waiter)
      return .wait(waiter)
    }
  }

  /// The answer the test gave for `request`, if any, as `decide` finds it (the caller holds the
  /// lock and records the request).
  private func answer(for request: URLRequest) -> NetworkAnswer? {
    guard let url = request.url else { return nil }
    let candidates = NetworkRoute.candidates(for: url, method: request.httpMethod ?? "GET")
    guard let route = candidates.first(where: { answers[$0] != nil }) else { return nil }
    return answers[route]?.next(for: request)
  }

  /// Records `request` and answers it at once if the test did (an `AsyncImage`'s).
  func answerNow(_ request: URLRequest) -> NetworkAnswer? {
    lock.withLock {
      sent.append(request)
      return answer(for: request)
    }
  }

  /// The device went offline: every waiting request fails as one does when its connection goes.
  func failWaitingRequests() {
    let failed = lock.withLock {
      defer { waiting.removeAll() }
      return waiting
    }
    for request in failed { request.resolve(.failure(URLError(.networkConnectionLost))) }
  }

  /// The app let go of `request` (its task was cancelled).
  func forget(_ request: WaitingRequest) {
    lock.withLock { waiting.removeAll { $0 === request } }
  }

  /// A download task asked for `request`: Linux's URLSession cannot take an answer for one
  /// from a URL protocol (it wants a file only its own loader writes), so it fails, and
  /// `settle()` says so.
  func noteDownload(_ request: URLRequest) {
    lock.withLock { downloads.append(request) }
  }

  /// The downloads noted and not reported yet, now reported.
  func takeDownloads() -> [URLRequest] {
    lock.withLock {
      defer { downloads.removeAll() }
      return downloads
    }
  }

  /// The requests waiting for an answer the test never gave (not held on purpose) that were
  /// not reported yet, now reported.
  func takeUnreported() -> [WaitingRequest] {
    lock.withLock {
      let unreported = waiting.filter { !$0.isReported && !$0.isHeld }
      for request in unreported { request.isReported = true }
      return unreported
    }
  }
}

/// An answer handed to the session, until the app's completion handler has had it: once its task
/// has completed, a marker goes through the session's delegate queue (twice, as a completion may
/// be queued a step after the task completes), behind the handler.
final class AnsweredLoad: @unchecked Sendable {
  /// The harness's network the answer comes from.
  private(set) weak var network: HostedNetwork?
  private weak var task: URLSessionTask?
  private let lock = NSLock()
  private var isHandedOver = false
  private var markers = 0
  private var passed = 0

  init(network: HostedNetwork) { self.network = network }

  /// The loader handed the answer to `task`'s session (`nil`: to no one, the task was cancelled).
  func handedOver(to task: URLSessionTask?) {
    lock.withLock {
      self.task = task
      isHandedOver = true
    }
  }

  /// Whether the completion has reached the app (queues a marker when the task has completed).
  var isOver: Bool {
    let queueMarker: Bool = lock.withLock {
      if passed == 2 { return false }
      guard isHandedOver, markers == passed, task.map({ $0.state == .completed }) ?? true else {
        return false
      }
      markers += 1
      return true
    }
    if queueMarker {
      URLSession.shared.delegateQueue.addOperation { [self] in lock.withLock { passed += 1 } }
    }
    return lock.withLock { passed == 2 }
  }
}

/// How a request is answered: now, or once the test answers it.
enum NetworkDecision {
  case answer(NetworkAnswer, AnsweredLoad)
  case wait(WaitingRequest)
}

/// A request the test has not answered yet. The `.task` that sent it is parked meanwhile, so that
/// `settle()` does not wait for an answer only the test can give; the session's loader, when it
/// starts, waits for the answer to hand it over.
final class WaitingRequest: @unchecked Sendable {
  let request: URLRequest
  let method: String
  /// Where the app sent it from (a `.task`, a harness call), for messages.
  let site: String?
  private weak var network: HostedNetwork?
  private let unpark: @Sendable () -> Void
  private let lock = NSLock()
  private var answer: (NetworkAnswer, AnsweredLoad)?
  private var loader: HostedNetworkProtocol?
  private var isOver = false
  /// Whether `settle()` has said it waits (guarded by the network's lock).
  var isReported = false
  /// Whether the test keeps it waiting on purpose (`.waiting`; guarded by the network's lock).
  var isHeld = false

  init(
    _ request: URLRequest, from site: String?, network: HostedNetwork,
    unpark: @escaping @Sendable () -> Void
  ) {
    self.request = request
    self.site = site
    method = request.httpMethod ?? "GET"
    self.network = network
    self.unpark = unpark
  }

  /// The test answered it: the loader hands the answer over (now, or when it starts).
  func resolve(_ answer: NetworkAnswer) {
    let load = network?.answerOnItsWay()
    let (wasOver, loader): (Bool, HostedNetworkProtocol?) = lock.withLock {
      guard !isOver else { return (true, nil) }
      isOver = true
      if let load { self.answer = (answer, load) }
      return (false, self.loader)
    }
    guard !wasOver else {
      load?.handedOver(to: nil)
      return
    }
    loader?.deliver(answer, load: load)
    unpark()
  }

  /// The session started loading it: the answer, if the test gave it already, is handed over.
  func attach(_ loader: HostedNetworkProtocol) {
    let answer: (NetworkAnswer, AnsweredLoad)? = lock.withLock {
      self.loader = loader
      return self.answer
    }
    if let (answer, load) = answer { loader.deliver(answer, load: load) }
  }

  /// It is a download, which cannot be answered here (see `HostedNetwork.noteDownload`).
  func noteDownload() {
    network?.noteDownload(request)
    network?.forget(self)
  }

  /// The app cancelled it: nothing is handed over any more.
  func cancel() {
    let wasOver = lock.withLock {
      defer { isOver = true }
      return isOver
    }
    guard !wasOver else { return }
    network?.forget(self)
    unpark()
  }
}

/// Which requests an answer is for: a method (or any) and a URL (with its query, or any query).
struct NetworkRoute: Hashable {
  let method: String?
  let url: String

  /// The routes that could match a request, closest first.
  static func candidates(for url: URL, method: String) -> [NetworkRoute] {
    let whole = url.absoluteString
    var withoutQuery = URLComponents(url: url, resolvingAgainstBaseURL: false)
    withoutQuery?.query = nil
    withoutQuery?.fragment = nil
    let bare = withoutQuery?.url?.absoluteString ?? whole
    return [
      NetworkRoute(method: method, url: whole), NetworkRoute(method: method, url: bare),
      NetworkRoute(method: nil, url: whole), NetworkRoute(method: nil, url: bare),
    ]
  }
}

/// The answers a route gives, one per request in order; the last is given again and again.
final class AnswerQueue: @unchecked Sendable {
  private var answers: [NetworkAnswer]
  private let answering: (@Sendable (URLRequest) -> NetworkAnswer)?

  init(_ answers: [NetworkAnswer]) {
    self.answers = answers
    answering = nil
  }

  init(answering: @escaping @Sendable (URLRequest) -> NetworkAnswer) {
    answers = []
    self.answering = answering
  }

  /// The answer to `request` (the caller holds the network's lock).
  func next(for request: URLRequest) -> NetworkAnswer? {
    if let answering { return answering(request) }
    guard let first = answers.first else { return nil }
    if answers.count > 1 { answers.removeFirst() }
    return first
  }
}

/// Answers the requests a harness's code makes through `URLSession.shared` (registered once, at
/// the first harness): URLSession asks `canInit(with:)` on the thread that resumes the task, so
/// the harness is known there, and the answer is decided then; the loading itself runs later on
/// the session's queue, which takes the answer left for its request. Requests made outside any
/// harness — or with another scheme than http and https — go on to the network.
final class HostedNetworkProtocol: URLProtocol {
  /// Registers the protocol, once.
  static let registration: Void = {
    _ = URLProtocol.registerClass(HostedNetworkProtocol.self)
  }()

  /// Answers decided in `canInit(with:)`, waiting for their request to load.
  private static let waiting = WaitingAnswers()

  override class func canInit(with request: URLRequest) -> Bool {
    guard let scheme = request.url?.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let log = ProbeContext.current.systemActions
    else { return false }
    let network = log.state(HostedNetwork.self)
    if !log.isNetworkAvailable {
      let failure = NetworkAnswer.failure(URLError(.notConnectedToInternet))
      waiting.add(.answer(failure, network.answerOnItsWay()), for: request)
    } else {
      // The task that sent it (if one did) is parked while it waits; held weakly, so that a
      // harness call that started no task is not taken for one.
      let parking = ProbeContext.current.parking
      parking?.park()
      let unpark: @Sendable () -> Void = { [weak parking] in parking?.unpark() }
      let site = ProbeContext.current.spawnToken?.site
      let decision = network.decide(request, from: site, unpark: unpark)
      if case .answer = decision { unpark() }
      waiting.add(decision, for: request)
    }
    return true
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  private let lock = NSLock()
  private var isStopped = false
  private var waiter: WaitingRequest?

  override func startLoading() {
    guard let decision = Self.waiting.take(for: request) else {
      return deliver(.failure(URLError(.notConnectedToInternet)), load: nil)
    }
    if task is URLSessionDownloadTask {
      // Linux's URLSession hands a download's file to its completion, and only its own loader
      // makes that file: an answer from here would crash it. The download fails instead.
      return failDownload(decision)
    }
    switch decision {
    case .answer(let answer, let load): deliver(answer, load: load)
    case .wait(let waiter):
      lock.withLock { self.waiter = waiter }
      waiter.attach(self)
    }
  }

  private func failDownload(_ decision: NetworkDecision) {
    let failure = NetworkAnswer.failure(URLError(.unsupportedURL))
    switch decision {
    case .answer(_, let load):
      load.network?.noteDownload(request)
      deliver(failure, load: load)
    case .wait(let waiter):
      waiter.noteDownload()
      lock.withLock { self.waiter = waiter }
      waiter.attach(self)
      waiter.resolve(failure)
    }
  }

  override func stopLoading() {
    let waiter = lock.withLock {
      isStopped = true
      return self.waiter
    }
    waiter?.cancel()
  }

  /// Hands `answer` to the session, unless it stopped loading (a cancelled task's session must
  /// not hear of it again); `load` learns the task it went to.
  func deliver(_ answer: NetworkAnswer, load: AnsweredLoad?) {
    lock.lock()
    defer { lock.unlock() }
    guard !isStopped, !answer.isWaiting, let url = request.url else {
      load?.handedOver(to: nil)
      return
    }
    isStopped = true
    switch answer.outcome {
    case .waiting: return
    case .failure(let error):
      client?.urlProtocol(self, didFailWithError: error)
    case .response(let status, let headers, let body):
      guard
        let response = HTTPURLResponse(
          url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      else { return }
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      if !body.isEmpty { client?.urlProtocol(self, didLoad: body) }
      client?.urlProtocolDidFinishLoading(self)
    }
    load?.handedOver(to: task)
  }
}

/// Answers decided for requests not yet loading. The session starts requests in an order of its
/// own, so an answer goes to the request it was decided for: the one that shares its storage
/// (URLSession hands `canInit(with:)` and the loading protocol copies of the one request, which
/// share it), else — where that cannot be told — the first waiting request of the same method
/// and URL.
private final class WaitingAnswers: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [(storage: UInt, key: String, decision: NetworkDecision)] = []

  private static func key(_ request: URLRequest) -> String {
    "\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "")"
  }

  /// Which storage the request's value shares with its copies (its first word: the reference
  /// to its storage), or 0 where a request is not laid out that way.
  private static func storage(_ request: URLRequest) -> UInt {
    guard MemoryLayout<URLRequest>.size >= MemoryLayout<UInt>.size else { return 0 }
    return withUnsafeBytes(of: request) { $0.loadUnaligned(as: UInt.self) }
  }

  func add(_ decision: NetworkDecision, for request: URLRequest) {
    let entry = (Self.storage(request), Self.key(request), decision)
    lock.withLock { entries.append(entry) }
  }

  func take(for request: URLRequest) -> NetworkDecision? {
    let (storage, key) = (Self.storage(request), Self.key(request))
    return lock.withLock {
      guard
        let index = entries.firstIndex(where: { $0.storage == storage && $0.key == key })
          ?? entries.firstIndex(where: { $0.key == key })
      else { return nil }
      return entries.remove(at: index).decision
    }
  }
}
