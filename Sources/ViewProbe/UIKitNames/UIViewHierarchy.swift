#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// An object that can take the keyboard's input: UIKit's base of views and view controllers.
  /// Being the first responder is the object's own flag here (there is no window that keeps one).
  @preconcurrency @MainActor
  open class UIResponder: NSObject {
    private var firstResponder = false

    /// A responder.
    public override init() { super.init() }

    /// Whether it is the first responder.
    open var isFirstResponder: Bool { firstResponder }
    /// Whether it can become the first responder (text views and fields can).
    open var canBecomeFirstResponder: Bool { false }

    /// Makes it the first responder, when it can be one; returns whether it is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
      guard canBecomeFirstResponder else { return false }
      firstResponder = true
      return true
    }

    /// Gives up being the first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
      firstResponder = false
      return true
    }
  }

  /// A UIKit view: what a `UIViewRepresentable` makes, and the appearance proxies of the views
  /// SwiftUI draws with (`UITableView.appearance().backgroundColor = .clear`). Its properties are
  /// kept and nothing is drawn; `UIView.animate` applies its changes at once, as `withAnimation`
  /// does.
  @preconcurrency @MainActor
  open class UIView: UIResponder {
    /// The view's frame in its superview.
    open var frame: CGRect
    /// The view's own bounds (its frame's size, at the origin).
    open var bounds: CGRect {
      get { CGRect(origin: .zero, size: frame.size) }
      set { frame.size = newValue.size }
    }
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The tint colour.
    open var tintColor: UIColor!
    /// Whether it is hidden.
    open var isHidden = false
    /// Its opacity.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to its bounds.
    open var clipsToBounds = false
    /// How its content fills it.
    open var contentMode = ContentMode.scaleToFill
    /// A number that names it.
    open var tag = 0
    /// Whether it takes touches.
    open var isUserInteractionEnabled = true
    /// Whether its autoresizing mask becomes constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How it resizes with its superview (kept; nothing is laid out).
    open var autoresizingMask: AutoresizingMask = []
    /// The label VoiceOver reads.
    open var accessibilityLabel: String?
    /// The identifier UI tests find it by.
    open var accessibilityIdentifier: String?
    /// Its layer: corners, border and shadow (kept, never drawn).
    open private(set) lazy var layer = CALayer()
    /// The margins inside it.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The constraints added to it (kept, never solved).
    open private(set) var constraints: [NSLayoutConstraint] = []
    private var hugging: [Int: UILayoutPriority] = [:]
    private var resistance: [Int: UILayoutPriority] = [:]
    /// Its subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view it is in.
    open private(set) weak var superview: UIView?

    /// A view with `frame`.
    public init(frame: CGRect) {
      self.frame = frame
      super.init()
    }

    /// A view from an archive (a zero frame: nothing is read from `coder`).
    public required init?(coder: NSCoder) {
      self.frame = .zero
      super.init()
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// The proxy that sets how views of this class look (a view of its own: its settings go
    /// nowhere). A class of yours whose `init(coder:)` traps cannot make one.
    open class func appearance() -> Self {
      guard let proxy = Self(coder: NSCoder()) else {
        preconditionFailure("\(Self.self).init(coder:) made no appearance proxy")
      }
      return proxy
    }

    /// The proxy that sets how views of this class look inside containers of `containerTypes`
    /// (a view of its own: its settings go nowhere).
    open class func appearance(
      whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self { appearance() }

    /// Adds `view` on top of the subviews (moving it from its former superview).
    open func addSubview(_ view: UIView) {
      insertSubview(view, at: subviews.count)
    }

    /// Adds `view` at `index` among the subviews (moving it from its former superview). A view
    /// cannot hold itself or a view it is inside: UIKit stops the app ("Can't add self as
    /// subview"); here that is a recorded issue and nothing is added.
    open func insertSubview(_ view: UIView, at index: Int) {
      guard !sequence(first: self, next: \.superview).contains(where: { $0 === view }) else {
        return ViewProbe.reportMisuse(
          "\(self).addSubview(\(view)): a view cannot be added inside itself (UIKit stops the "
            + "app: \"Can't add self as subview\"); nothing was added", at: .unknown)
      }
      view.removeFromSuperview()
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      view.superview = self
      view.didMoveToSuperview()
    }

    /// Removes it from its superview.
    open func removeFromSuperview() {
      guard let superview else { return }
      superview.subviews.removeAll { $0 === self }
      self.superview = nil
      didMoveToSuperview()
    }

    /// Moves `view`, a subview, to the front.
    open func bringSubviewToFront(_ view: UIView) {
      guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
      subviews.append(subviews.remove(at: index))
    }

    /// Adds `constraint` to it.
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    /// Adds `constraints` to it.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
      self.constraints += constraints
    }
    /// Removes `constraint` from it.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
      constraints.removeAll { $0 === constraint }
    }
    /// Adds a layout guide to it.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}

    /// How strongly it resists growing past its content along `axis` (250 unless set).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
      hugging[axis.rawValue] ?? .defaultLow
    }
    /// Sets how strongly it resists growing past its content along `axis`.
    open func setContentHuggingPriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) { hugging[axis.rawValue] = priority }
    /// How strongly it resists shrinking below its content along `axis` (750 unless set).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
      -> UILayoutPriority
    { resistance[axis.rawValue] ?? .defaultHigh }
    /// Sets how strongly it resists shrinking below its content along `axis`.
    open func setContentCompressionResistancePriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) { resistance[axis.rawValue] = priority }

    /// Called when its superview changed.
    open func didMoveToSuperview() {}
    /// Lays out its subviews (nothing is laid out here).
    open func layoutSubviews() {}
    /// Asks for a layout pass (none runs).
    open func setNeedsLayout() {}
    /// Lays out now, when a layout was asked for: calls `layoutSubviews()`.
    open func layoutIfNeeded() { layoutSubviews() }
    /// Asks for a redraw (nothing is drawn).
    open func setNeedsDisplay() {}
    /// Resizes it to fit its content (its frame is kept).
    open func sizeToFit() {}

    /// Runs `animations` at once (nothing animates).
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
      animations()
    }

    /// Runs `animations` at once, then `completion` with `true`.
    open class func animate(
      withDuration duration: TimeInterval, animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }

    /// Runs `animations` at once, then `completion` with `true`.
    open class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
      animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }

    /// How a view's content fills it.
    public enum ContentMode: Int, Sendable {
      /// Stretched to fill.
      case scaleToFill
      /// Scaled to fit, keeping its aspect ratio.
      case scaleAspectFit
      /// Scaled to fill, keeping its aspect ratio.
      case scaleAspectFill
      /// Redrawn when its bounds change.
      case redraw
      /// Centred.
      case center
      /// At the top.
      case top
      /// At the bottom.
      case bottom
      /// At the left.
      case left
      /// At the right.
      case right
    }

    /// How a view resizes with its superview.
    public struct AutoresizingMask: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt
      /// Options from bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The left margin stretches.
      public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
      /// The width stretches.
      public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
      /// The right margin stretches.
      public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
      /// The top margin stretches.
      public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
      /// The height stretches.
      public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
      /// The bottom margin stretches.
      public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Options of an animation.
    public struct AnimationOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt
      /// Options from bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Ease in and out.
      public static let curveEaseInOut = AnimationOptions([])
      /// Ease in.
      public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
      /// Ease out.
      public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
      /// Linear.
      public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
      /// Touches reach the views while they animate.
      public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
      /// Starts from the current state.
      public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
      /// Repeats.
      public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
      /// Runs backwards and forwards.
      public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    }
  }

  /// How a view controller is presented.
  public enum UIModalPresentationStyle: Int, Sendable {
    /// Full screen.
    case fullScreen = 0
    /// A page sheet.
    case pageSheet = 1
    /// A form sheet.
    case formSheet = 2
    /// Over the current context.
    case currentContext = 3
    /// A custom presentation.
    case custom = 4
    /// Full screen, over what is under it.
    case overFullScreen = 5
    /// Over the current context, over what is under it.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// None.
    case none = -1
    /// The system's choice.
    case automatic = -2
  }

  /// A UIKit view controller: what a `UIViewControllerRepresentable` makes. Its view loads when
  /// first read (`loadView()`, then `viewDidLoad()`); a harness shows it as SwiftUI embeds one —
  /// `viewWillAppear`/`viewDidAppear` after it is made, the disappear pair as it leaves.
  /// `present` keeps the presented controller (nothing is shown) and `dismiss` removes it.
  @preconcurrency @MainActor
  open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The title (a navigation controller's bar shows it).
    open var title: String?
    /// How it is presented.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// The size it prefers in a popover or sheet.
    open var preferredContentSize = CGSize.zero
    /// Insets it adds to its view's safe area (kept; there is no layout).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero
    /// The controllers it contains.
    open private(set) var children: [UIViewController] = []
    /// The controller that contains it.
    open private(set) weak var parent: UIViewController?
    /// The controller it presents.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presents it.
    open private(set) weak var presentingViewController: UIViewController?
    private lazy var popover = UIPopoverPresentationController()

    /// How it is shown as a popover (on an iPad), when its presentation style is `.popover`.
    open var popoverPresentationController: UIPopoverPresentationController? {
      modalPresentationStyle == .popover ? popover : nil
    }

    /// A view controller (no nib is loaded).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// A view controller from an archive (nothing is read from `coder`).
    public required init?(coder: NSCoder) { super.init() }

    /// A view controller.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Its view, loaded when first read.
    open var view: UIView! {
      get {
        loadViewIfNeeded()
        return loadedView
      }
      set { loadedView = newValue }
    }

    /// Its view if it is loaded.
    open var viewIfLoaded: UIView? { loadedView }
    /// Whether its view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads its view now, if it is not loaded.
    open func loadViewIfNeeded() {
      guard loadedView == nil else { return }
      loadView()
      if loadedView == nil { loadedView = UIView() }
      viewDidLoad()
    }

    /// Makes its view (a plain `UIView`); override to make your own.
    open func loadView() { loadedView = UIView() }
    /// Called after its view loaded.
    open func viewDidLoad() {}
    /// Called before its view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after its view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before its view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after its view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called after its view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Adds `child` to the controllers it contains.
    open func addChild(_ child: UIViewController) {
      child.removeFromParent()
      children.append(child)
      child.parent = self
    }

    /// Removes it from its parent.
    open func removeFromParent() {
      guard let parent else { return }
      parent.children.removeAll { $0 === self }
      self.parent = nil
    }

    /// Called before it moves to `parent`.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after it moved to `parent`.
    open func didMove(toParent parent: UIViewController?) {}

    /// Presents `viewController` (kept as `presentedViewController`; nothing is shown), then
    /// calls `completion`. A controller that already presents one presents nothing more and
    /// logs UIKit's warning, as UIKit does.
    open func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      var presenter: UIViewController? = self
      while let current = presenter {
        guard current !== viewControllerToPresent else {
          ViewProbe.reportMisuse(
            "\(self).present(\(viewControllerToPresent)): a view controller cannot present itself "
              + "or one that presents it (UIKit stops the app: \"Application tried to present "
              + "modally a view controller … that is already being presented\"); nothing was "
              + "presented", at: .unknown)
          return
        }
        presenter = current.presentingViewController
      }
      if viewControllerToPresent.presentingViewController != nil {
        ViewProbe.reportMisuse(
          "\(self).present(\(viewControllerToPresent)): it is already presented by another view "
            + "controller (UIKit stops the app: \"Application tried to present modally a view "
            + "controller … that is already being presented\"); nothing was presented",
          at: .unknown)
        return
      }
      if let presented = presentedViewController {
        ProbeContext.current.tracker?.warn(
          "Attempt to present \(viewControllerToPresent) on \(self) which is already presenting "
            + "\(presented).")
        return
      }
      presentedViewController = viewControllerToPresent
      viewControllerToPresent.presentingViewController = self
      completion?()
    }

    /// Dismisses what it presents — or, when it presents nothing, itself from its presenter —
    /// then calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      if let presented = presentedViewController {
        presented.presentingViewController = nil
        presentedViewController = nil
      } else if let presenting = presentingViewController {
        presenting.presentedViewController = nil
        presentingViewController = nil
      }
      completion?()
    }
  }

  /// What app code styles inside (`appearance(whenContainedInInstancesOf:)`): views and view
  /// controllers.
  @preconcurrency @MainActor
  public protocol UIAppearanceContainer: AnyObject {}

  extension UIView: UIAppearanceContainer {}
  extension UIViewController: UIAppearanceContainer {}

  /// How a controller is shown as a popover: where it points from.
  @preconcurrency @MainActor
  open class UIPopoverPresentationController: NSObject {
    /// The view it points at.
    open weak var sourceView: UIView?
    /// The rectangle in `sourceView` it points at.
    open var sourceRect = CGRect.zero
    /// Which ways its arrow may point.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
  }

  /// Which ways a popover's arrow may point.
  public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The directions' bits.
    public let rawValue: UInt
    /// Directions from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any way.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  }

  /// How text lines up.
  public enum NSTextAlignment: Int, Sendable {
    /// At the left.
    case left = 0
    /// Centred.
    case center = 1
    /// At the right.
    case right = 2
    /// Justified.
    case justified = 3
    /// As the writing direction has it.
    case natural = 4
  }

  /// Insets at each edge.
  public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Insets of the given sizes.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }
#endif
