#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// An alert or action sheet, as UIKit code presents one. Presented on the harness's window, it
  /// covers the app; a test taps one of its actions with `ParentHarness.tapAlertAction(_:)`.
  open class UIAlertController: UIViewController {
    /// An alert's kinds.
    public enum Style: Int, Sendable {
      /// A sheet of actions.
      case actionSheet
      /// An alert.
      case alert
    }

    /// The message under the title.
    open var message: String?
    /// Whether it is an alert or an action sheet.
    open private(set) var preferredStyle = Style.alert
    /// Its actions, in order.
    open private(set) var actions: [UIAlertAction] = []
    /// The action Return runs.
    open var preferredAction: UIAlertAction?
    /// Its text fields (alerts only).
    open private(set) var textFields: [UITextField]?

    /// An alert with `title`, `message` and `preferredStyle`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
      self.init(nibName: nil, bundle: nil)
      self.title = title
      self.message = message
      self.preferredStyle = preferredStyle
      if preferredStyle == .actionSheet { modalPresentationStyle = .popover }
    }

    /// Adds `action`.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field, set up by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
      let field = UITextField()
      configurationHandler?(field)
      textFields = (textFields ?? []) + [field]
    }
  }

  /// An action of an alert.
  @preconcurrency @MainActor
  open class UIAlertAction: NSObject {
    /// How an action looks.
    public enum Style: Int, Sendable {
      /// The usual style.
      case `default`
      /// Cancels.
      case cancel
      /// Destroys data.
      case destructive
    }

    /// Its title.
    open private(set) var title: String?
    /// How it looks.
    open private(set) var style = Style.default
    /// Whether it can be tapped.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// An action titled `title` that runs `handler` when tapped (after the alert is dismissed).
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
      self.title = title
      self.style = style
      self.handler = handler
      super.init()
    }
  }
#endif
