import Foundation
import ViewProbe

/// A sheet the App Store shows over the app: a billing problem, a price increase to consent to, a
/// win-back offer. StoreKit shows each one itself — unless the app listens to `Message.messages`,
/// and then shows a message when it chooses (`displayStoreKitMessage`, `display(in:)`), or never.
/// A test sends one with `harness.sendStoreKitMessage(_:)` and reads what was shown in
/// `harness.displayedStoreKitMessages`.
public struct Message: Sendable {
  /// Why the App Store sends the message.
  public let reason: Reason

  /// Why the App Store sends a message.
  public struct Reason: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// StoreKit's number for the reason.
    public let rawValue: Int
    /// The reason numbered `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Something else the App Store has to say.
    public static let generic = Reason(rawValue: 0)
    /// A subscription's price rises, and the customer must consent.
    public static let priceIncreaseConsent = Reason(rawValue: 1)
    /// A subscription failed to renew: the customer should update their payment details.
    public static let billingIssue = Reason(rawValue: 2)
    /// The customer may come back to a subscription at an offer.
    public static let winBackOffer = Reason(rawValue: 3)

    /// The reason's name, as test failures show it (`billingIssue`).
    public var description: String {
      switch self {
      case .generic: "generic"
      case .priceIncreaseConsent: "priceIncreaseConsent"
      case .billingIssue: "billingIssue"
      case .winBackOffer: "winBackOffer"
      default: "Reason(rawValue: \(rawValue))"
      }
    }

    /// The reason, in words.
    public var localizedDescription: String {
      switch self {
      case .priceIncreaseConsent: "Price increase consent"
      case .billingIssue: "Billing issue"
      case .winBackOffer: "Win-back offer"
      default: "Generic"
      }
    }
  }

  /// The messages the App Store sends while the app listens: the app shows each when it chooses.
  /// Between messages the listening task is parked (`settle()` does not wait for it).
  public static var messages: Messages { Messages() }

  /// Shows the message over `scene`.
  @MainActor public func display(in scene: UIWindowScene) throws {
    StoreMessageState.current?.displayed(self)
  }

  /// The App Store's messages, one at a time, for as long as the task listens.
  public struct Messages: AsyncSequence, Sendable {
    /// A message.
    public typealias Element = Message

    /// Starts listening.
    public func makeAsyncIterator() -> Iterator { Iterator(mailbox: nil) }

    /// The next message.
    public struct Iterator: AsyncIteratorProtocol {
      var mailbox: _ParkedMailbox<Message>?

      /// The next message the App Store sends; `nil` once the listening task is cancelled.
      public mutating func next() async -> Message? {
        guard let state = StoreMessageState.current else {
          // Outside a harness nothing is ever sent: wait until cancelled.
          let unpark = _ViewProbeRuntime.parkCurrentTask()
          defer { unpark() }
          while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
          return nil
        }
        let mailbox = self.mailbox ?? state.listen()
        self.mailbox = mailbox
        guard let message = await mailbox.next() else {
          state.stopListening(mailbox)
          return nil
        }
        return message
      }
    }
  }
}

/// Shows an App Store message (`@Environment(\.displayStoreKitMessage)`).
@MainActor @preconcurrency
public struct DisplayMessageAction {
  /// Shows `message` now.
  public func callAsFunction(_ message: Message) throws {
    StoreMessageState.current?.displayed(message)
  }
}

extension EnvironmentValues {
  /// The action that shows an App Store message the app received.
  @MainActor @preconcurrency public var displayStoreKitMessage: DisplayMessageAction {
    DisplayMessageAction()
  }
}

/// The App Store messages of one harness: who listens, and what was shown.
final class StoreMessageState: _HarnessState, @unchecked Sendable {
  private let lock = NSLock()
  private var listeners: [ObjectIdentifier: _ParkedMailbox<Message>] = [:]
  private var shown: [Message.Reason] = []

  /// The state of the harness whose code runs now.
  static var current: StoreMessageState? {
    _ViewProbeRuntime.harnessState(StoreMessageState.self)
  }

  func listen() -> _ParkedMailbox<Message> {
    let mailbox = _ParkedMailbox<Message>()
    lock.withLock { listeners[ObjectIdentifier(mailbox)] = mailbox }
    return mailbox
  }

  func stopListening(_ mailbox: _ParkedMailbox<Message>) {
    _ = lock.withLock { listeners.removeValue(forKey: ObjectIdentifier(mailbox)) }
  }

  func displayed(_ message: Message) { lock.withLock { shown.append(message.reason) } }

  var displayedReasons: [Message.Reason] { lock.withLock { shown } }

  /// Hands `message` to the app's listeners, or shows it when none listens.
  func send(_ message: Message) {
    let current = lock.withLock { Array(listeners.values) }
    if current.isEmpty {
      displayed(message)
    } else {
      for listener in current { listener.deliver(message) }
    }
  }
}

extension ParentHarness {
  private var messages: StoreMessageState { _harnessState(StoreMessageState.self) }

  /// The App Store sends a message: a task listening to `Message.messages` gets it (and shows it,
  /// or not, as the app decides); with no listener StoreKit shows it at once. Run the listener's
  /// reaction with `settle()`.
  public func sendStoreKitMessage(_ reason: Message.Reason) {
    messages.send(Message(reason: reason))
  }

  /// The App Store messages shown so far, in order: by StoreKit itself, or by the app.
  public var displayedStoreKitMessages: [Message.Reason] { messages.displayedReasons }
}
