import Foundation

// Apple platforms' Foundation has this publisher (from Combine). Not `canImport(Combine)`: on
// Linux, ViewProbe's own `Combine` module (Package.swift) makes that true once it is built.
#if !canImport(Darwin)
  extension NotificationCenter {
    /// Emits each notification posted under a name (Foundation's Combine publisher, which Linux
    /// lacks): `onReceive(NotificationCenter.default.publisher(for: .didImport))` runs its
    /// action for every post while the view is in the tree. A post from another thread reaches the
    /// action at the harness's next update. Each harness is a run of the app: a subscription made
    /// under one harness hears the posts of that harness's code, and of code under no harness —
    /// of the test that made it, under the `.viewProbe` trait — never another harness's.
    public struct Publisher: ViewProbe.Publisher, @unchecked Sendable {
      /// What the publisher emits.
      public typealias Output = Notification
      /// It never fails.
      public typealias Failure = Never

      /// The center the notifications are posted to.
      public let center: NotificationCenter
      /// The name listened to.
      public let name: Notification.Name
      /// The object whose notifications are delivered, or `nil` for any.
      public let object: AnyObject?

      /// A publisher of `center`'s notifications named `name` (from `object` only, if given).
      public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
        self.center = center
        self.name = name
        self.object = object
      }

      /// Calls `receive` with every matching notification posted from now on, by the code of the
      /// same harness (or test) as the subscriber's.
      public func _subscribe(_ receive: @escaping (Notification) -> Void) -> AnyCancellable {
        let receiver = Receiver(receive: receive)
        let home = PostingRun(ProbeContext.current)
        let token = center.addObserver(forName: name, object: object, queue: nil) {
          // The observer runs on the posting thread, in the poster's context.
          guard home.hears(PostingRun(ProbeContext.current)) else { return }
          receiver.receive($0)
        }
        let center = self.center
        let observer = ObserverToken(token)
        return AnyCancellable { center.removeObserver(observer.token) }
      }
    }

    /// A publisher of the notifications named `name` posted to this center.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
      Publisher(center: self, name: name, object: object)
    }
  }

  extension NotificationCenter.Publisher: FieldComparedPublisher {
    func hasSameFields(as other: Any) -> Bool {
      guard let other = other as? Self else { return false }
      return other.center === center && other.name == name && other.object === object
    }
  }

  /// Which run of the app code belongs to: its harness, else its test (the `.viewProbe` trait's
  /// scope); neither for code outside both.
  struct PostingRun: @unchecked Sendable {
    let harness: AnyObject?
    let test: AnyObject?

    init(_ context: ProbeContext) {
      harness = context.systemActions
      test = context.scope
    }

    /// Whether a subscriber of this run hears a post made by code of `poster`'s: the same
    /// harness; a poster in no harness of the same test, or in no test; a subscriber in neither.
    func hears(_ poster: PostingRun) -> Bool {
      if let posting = poster.harness {
        return harness.map { $0 === posting } ?? (test == nil || test === poster.test)
      }
      if let posting = poster.test { return test.map { $0 === posting } ?? true }
      return true
    }
  }

  /// Hands a notification to its subscriber on whatever thread posted it (the subscriber, an
  /// `onReceive`, carries values from other threads to the main actor).
  private final class Receiver: @unchecked Sendable {
    let receive: (Notification) -> Void
    init(receive: @escaping (Notification) -> Void) { self.receive = receive }
  }

  /// The token `addObserver` returns, kept to remove the observer once.
  private final class ObserverToken: @unchecked Sendable {
    let token: any NSObjectProtocol
    init(_ token: any NSObjectProtocol) { self.token = token }
  }
#endif
