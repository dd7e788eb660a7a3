import Foundation
import ViewProbe

/// A system sheet up on a harness's device (Sign in with Apple, a web sign-in) until the test
/// answers it as the user would: what it asks, and who hears its outcome, once.
final class SystemSheet<Request, Value, Failure: Error>: @unchecked Sendable {
  typealias Outcome = Result<Value, Failure>

  /// What the sheet asks.
  let request: Request
  /// Takes the sheet off its device.
  var onDismiss: () -> Void = {}

  private let lock = NSLock()
  private var deliver: ((Outcome) -> Void)?

  init(_ request: Request, deliver: @escaping (Outcome) -> Void) {
    self.request = request
    self.deliver = deliver
  }

  /// Ends the sheet with `outcome`: now (the harness's answer, on the main actor), or later on
  /// the main queue, as the system delivers a completion.
  func finish(_ outcome: Outcome, later: Bool) {
    onDismiss()
    let deliver = lock.withLock {
      defer { self.deliver = nil }
      return self.deliver
    }
    guard let deliver else { return }
    if later {
      _ViewProbeRuntime.completeOnMainQueue { deliver(outcome) }
    } else {
      deliver(outcome)
    }
  }

}

extension SystemSheet where Failure == ASAuthorizationError {
  /// The app cancels the sheet: its completion hears `.canceled`.
  func cancel() { finish(.failure(ASAuthorizationError(.canceled)), later: true) }
}
