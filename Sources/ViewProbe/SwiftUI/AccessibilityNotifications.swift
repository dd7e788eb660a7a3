import Foundation
import Testing

/// Notifications an app posts to assistive apps (iOS 17's Accessibility framework, which SwiftUI
/// brings): an announcement posted by code a harness runs reaches that harness's
/// `accessibilityAnnouncements`, so a test checks what VoiceOver would say; the others are
/// accepted and go nowhere (no assistive app runs).
public enum AccessibilityNotification {
  /// Something for an assistive app to say.
  public struct Announcement: Sendable {
    let text: String

    /// An announcement of `announcement`.
    public init(_ announcement: String) { text = announcement }
    /// An announcement of `announcement`'s characters.
    public init(_ announcement: AttributedString) { text = String(announcement.characters) }

    /// Posts it: recorded in the harness whose code posts it.
    public func post() { ProbeContext.current.systemActions?.recordAnnouncement(text) }
  }

  /// The layout of the screen changed.
  public struct LayoutChanged: Sendable {
    /// The layout changed; focus moves as the assistive app chooses.
    public init() {}
    /// Posts it (nothing listens).
    public func post() {}
  }

  /// A new view takes up most of the screen.
  public struct ScreenChanged: Sendable {
    /// The screen changed.
    public init() {}
    /// Posts it (nothing listens).
    public func post() {}
  }

  /// A scroll finished; `text` says where the content is.
  public struct PageScrolled: Sendable {
    /// A scroll that finished, described by `text`.
    public init(_ text: String) {}
    /// Posts it (nothing listens).
    public func post() {}
  }
}

extension ParentHarness {
  /// The announcements the app posted to assistive apps, in order
  /// (`AccessibilityNotification.Announcement("Saved").post()`, UIKit's
  /// `UIAccessibility.post(notification: .announcement, argument: "Saved")`).
  public var accessibilityAnnouncements: [String] {
    core.flush(at: nil)
    return core.graph.systemActions.accessibilityAnnouncements
  }
}
