import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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
