import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a harness's server answers: the test's answers by request, and the requests the hosted
/// app sent, in order.
final class HostedNetwork: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [NetworkRoute: AnswerQueue] = [:]
  private var sent: [URLRequest] = []

  required init() {}

  /// Answers requests that `route` matches with `queue`'s answers, replacing what it answered.
  func respond(_ route: NetworkRoute, with queue: AnswerQueue) {
    lock.withLock { answers[route] = queue }
  }

  /// The requests the app sent, in order.
  var requests: [URLRequest] { lock.withLock { sent } }

  /// Records `request` and says how it is answered: the route that matches it most closely (its
  /// method and whole URL before its URL without the query, before any method), or `nil`
  /// when the test gave no answer.
  func answer(for request: URLRequest) -> NetworkAnswer? {
    lock.withLock {
      sent.append(request)
      guard let url = request.url else { return nil }
      let method = request.httpMethod ?? "GET"
      let candidates = NetworkRoute.candidates(for: url, method: method)
      guard let route = candidates.first(where: { answers[$0] != nil }) else { return nil }
      return answers[route]?.next(for: request)
    }
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
    let answer: NetworkAnswer
    if !log.isNetworkAvailable {
      answer = .failure(URLError(.notConnectedToInternet))
    } else if let scripted = log.state(HostedNetwork.self).answer(for: request) {
      answer = scripted
    } else {
      let method = request.httpMethod ?? "GET"
      let site = ProbeContext.current.spawnToken.map { " (from \($0.site))" } ?? ""
      ProbeContext.report(
        "The app sent \(method) \(request.url?.absoluteString ?? "")\(site) and the test gave no "
          + "answer: a hosted app does not reach the network, so that tests never pass or fail "
          + "with a server. Answer it with harness.respond(to:with:) (a status, data, JSON or a "
          + "failure). The request failed with URLError(.notConnectedToInternet).")
      answer = .failure(URLError(.notConnectedToInternet))
    }
    waiting.add(answer, for: request)
    return true
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let answer =
      Self.waiting.take(for: request) ?? .failure(URLError(.notConnectedToInternet))
    guard let url = request.url else { return }
    switch answer.outcome {
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
  }

  override func stopLoading() {}
}

/// Answers decided for requests not yet loading. The session starts requests in an order of its
/// own, so an answer goes to the request it was decided for: the one that shares its storage
/// (URLSession hands `canInit(with:)` and the loading protocol copies of the one request, which
/// share it), else — where that cannot be told — the first waiting request of the same method
/// and URL.
private final class WaitingAnswers: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [(storage: UInt, key: String, answer: NetworkAnswer)] = []

  private static func key(_ request: URLRequest) -> String {
    "\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "")"
  }

  /// Which storage the request's value shares with its copies (its first word: the reference
  /// to its storage), or 0 where a request is not laid out that way.
  private static func storage(_ request: URLRequest) -> UInt {
    guard MemoryLayout<URLRequest>.size >= MemoryLayout<UInt>.size else { return 0 }
    return withUnsafeBytes(of: request) { $0.loadUnaligned(as: UInt.self) }
  }

  func add(_ answer: NetworkAnswer, for request: URLRequest) {
    let entry = (Self.storage(request), Self.key(request), answer)
    lock.withLock { entries.append(entry) }
  }

  func take(for request: URLRequest) -> NetworkAnswer? {
    let (storage, key) = (Self.storage(request), Self.key(request))
    return lock.withLock {
      guard
        let index = entries.firstIndex(where: { $0.storage == storage && $0.key == key })
          ?? entries.firstIndex(where: { $0.key == key })
      else { return nil }
      return entries.remove(at: index).answer
    }
  }
}
