import Foundation
import Testing
import ViewProbe

/// A delivered notification: its request and when it was delivered.
open class UNNotification: NSObject, @unchecked Sendable {
  /// When it was delivered.
  public let date: Date
  /// The request it came from.
  public let request: UNNotificationRequest

  init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
  }
}

/// The identifier of the action of a tap on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The identifier of the action of dismissing the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// What the user did with a notification.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
  /// The notification.
  public let notification: UNNotification
  /// The action: `UNNotificationDefaultActionIdentifier` for a tap on the notification, an
  /// action's identifier for one of its buttons.
  public let actionIdentifier: String

  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// A response with the text the user typed.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
  /// The text.
  public let userText: String

  init(notification: UNNotification, actionIdentifier: String, userText: String) {
    self.userText = userText
    super.init(notification: notification, actionIdentifier: actionIdentifier)
  }
}

/// How an action behaves.
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt
  /// Options from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Needs the device unlocked.
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  /// Shown as destructive.
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  /// Brings the app to the front.
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button a notification shows.
open class UNNotificationAction: NSObject, @unchecked Sendable {
  /// Its identifier (`response.actionIdentifier` when tapped).
  public let identifier: String
  /// Its title.
  public let title: String
  /// How it behaves.
  public let options: UNNotificationActionOptions

  /// An action.
  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
    self.options = options
  }
}

/// An action that asks for text (`UNTextInputNotificationResponse.userText`).
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
  /// A text action.
  public init(
    identifier: String, title: String, options: UNNotificationActionOptions = [],
    textInputButtonTitle: String, textInputPlaceholder: String
  ) {
    super.init(identifier: identifier, title: title, options: options)
  }
}

/// How a category behaves.
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: UInt
  /// Options from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Tell the delegate when the user dismisses the notification.
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
}

/// A set of actions notifications of a kind show.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
  /// Its identifier (`content.categoryIdentifier`).
  public let identifier: String
  /// Its actions.
  public let actions: [UNNotificationAction]
  /// How it behaves.
  public let options: UNNotificationCategoryOptions

  /// A category.
  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.options = options
  }

  /// Categories are equal by identifier.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UNNotificationCategory)?.identifier == identifier
  }

  /// Hashes the identifier.
  open override var hash: Int { identifier.hashValue }
}

/// How a notification is shown while the app is in front.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: UInt
  /// Options from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Update the badge.
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  /// Play the sound.
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  /// Show an alert (before iOS 14).
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  /// Show it in Notification Center.
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  /// Show it as a banner.
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// Hears notifications the app gets: one delivered while it is in front (`willPresent`) and the
/// user's response to one (`didReceive`). Each method has both forms, as UserNotifications
/// imports them; a delegate implements either.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
  /// A notification arrives while the app is in front: how to show it.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping (UNNotificationPresentationOptions) -> Void)
  /// A notification arrives while the app is in front: how to show it.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions
  /// The user responded to a notification.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void)
  /// The user responded to a notification.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}

extension UNUserNotificationCenterDelegate {
  /// Asks the `async` form, unless the delegate implements this one.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    let call = DelegateCall(delegate: self, center: center, work: completionHandler)
    Task { @MainActor in
      call.work(await call.delegate.userNotificationCenter(call.center, willPresent: notification))
    }
  }

  /// Not shown while the app is in front, unless the delegate says.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions { [] }

  /// Runs the `async` form, unless the delegate implements this one.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let call = DelegateCall(delegate: self, center: center, work: completionHandler)
    Task { @MainActor in
      await call.delegate.userNotificationCenter(call.center, didReceive: response)
      call.work()
    }
  }

  /// Does nothing, unless the delegate says.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {}
}

/// A delegate call handed to a task.
private struct DelegateCall<Work>: @unchecked Sendable {
  let delegate: any UNUserNotificationCenterDelegate
  let center: UNUserNotificationCenter
  let work: Work
}

extension ParentHarness {
  private var notifications: NotificationDevice { _harnessState(NotificationDevice.self) }

  /// The notifications delivered to this harness's device, oldest first.
  public var deliveredNotifications: [UNNotification] { notifications.delivered }

  /// Delivers the pending request `identifier` now, as its trigger would: it leaves the pending
  /// requests, and while the app is in front (`scenePhase` `.active`) the center's delegate hears
  /// `willPresent`. A request that is not pending, or notifications the user does not allow, are
  /// refused and recorded.
  public func deliverNotification(
    identifier: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    switch notifications.deliver(identifier) {
    case .failure(let refusal): _reportMisuse(refusal.message, sourceLocation: sourceLocation)
    case .success(let notification):
      guard scenePhase == .active, let delegate = notifications.delegate else { return }
      _perform(sourceLocation: sourceLocation) {
        delegate.userNotificationCenter(
          .current(), willPresent: notification, withCompletionHandler: { _ in })
      }
    }
  }

  /// The user taps the delivered notification `identifier` — or one of the actions its category
  /// shows, or types `text` into one: a tap on the notification (and an action with the
  /// `.foreground` option) brings the app to the front if it was not, and the center's delegate
  /// hears `didReceive`. A notification not delivered, or an action it does not show, is refused
  /// and recorded.
  public func openNotification(
    identifier: String, actionIdentifier: String = UNNotificationDefaultActionIdentifier,
    text: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard
      let notification = notifications.delivered.last(where: {
        $0.request.identifier == identifier
      })
    else {
      return _reportMisuse(
        "openNotification(identifier: \"\(identifier)\") found no delivered notification of "
          + "that identifier: deliver it first with deliverNotification(identifier:)",
        sourceLocation: sourceLocation)
    }
    let standard = [UNNotificationDefaultActionIdentifier, UNNotificationDismissActionIdentifier]
    if !standard.contains(actionIdentifier) {
      let category = notifications.categories.first {
        $0.identifier == notification.request.content.categoryIdentifier
      }
      guard let action = category?.actions.first(where: { $0.identifier == actionIdentifier })
      else {
        let shown = category?.actions.map(\.identifier) ?? []
        return _reportMisuse(
          "openNotification(identifier: \"\(identifier)\", actionIdentifier: "
            + "\"\(actionIdentifier)\") is refused: the notification shows no such action "
            + "(its category \"\(notification.request.content.categoryIdentifier)\" has "
            + "\(shown), registered with setNotificationCategories(_:))",
          sourceLocation: sourceLocation)
      }
      // Only an action that opens the app brings it to the front.
      if action.options.contains(.foreground), scenePhase != .active {
        setScenePhase(.active, sourceLocation: sourceLocation)
      }
    } else if actionIdentifier == UNNotificationDefaultActionIdentifier, scenePhase != .active {
      setScenePhase(.active, sourceLocation: sourceLocation)
    }
    let response =
      text.map {
        UNTextInputNotificationResponse(
          notification: notification, actionIdentifier: actionIdentifier, userText: $0)
      } ?? UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
    guard let delegate = notifications.delegate else { return }
    _perform(sourceLocation: sourceLocation) {
      delegate.userNotificationCenter(.current(), didReceive: response, withCompletionHandler: {})
    }
  }
}
