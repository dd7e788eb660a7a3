import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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

  /// Answers decided in `canInit(with:)`, waiting for their request to load: the one table the
  /// process shares, as URLSession asks the protocol's class, not a harness; each entry belongs
  /// to one request, and is taken by that request's loader alone.
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
      // The task that sent it (if one did) is parked while it waits.
      let unpark = _ViewProbeRuntime.parkCurrentTask()
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
      else {
        client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
        break
      }
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
