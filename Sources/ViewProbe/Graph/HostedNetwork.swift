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

  /// What the test answers, for messages ("GET https://…/quotes", "any method https://…"), sorted.
  var answeredRoutes: [String] {
    lock.withLock { answers.keys.map { "\($0.method ?? "any method") \($0.url)" }.sorted() }
  }

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
