// Linux has no EventKitUI. There, ViewProbe's product includes this stand-in for the event editor
// apps wrap in a representable: it holds the event the app filled in, and its delegate hears
// nothing until the test finishes for the user
// (`editor.editViewDelegate?.eventEditViewController(editor, didCompleteWith: .saved)`).
@_exported import EventKit
import Foundation
import ViewProbe

/// How the user finished with the event editor.
public enum EKEventEditViewAction: Int, Sendable {
  /// Cancelled.
  case canceled
  /// Saved.
  case saved
  /// Deleted.
  case deleted
}

/// What the event editor tells its delegate.
@preconcurrency @MainActor
public protocol EKEventEditViewDelegate: NSObjectProtocol {
  /// The user finished.
  func eventEditViewController(
    _ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
}

/// The system's event editor.
open class EKEventEditViewController: UINavigationController {
  /// The store it saves to.
  open var eventStore: EKEventStore!
  /// The event it edits.
  open var event: EKEvent?
  /// Its delegate.
  open weak var editViewDelegate: (any EKEventEditViewDelegate)?
}
