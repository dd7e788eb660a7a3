#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// What a `UIAction` runs.
  public typealias UIActionHandler = @MainActor (UIAction) -> Void

  /// An action a control runs for an event (`control.addAction(UIAction { _ in … }, for:
  /// .valueChanged)`), the closure form of target–action: `#selector` needs the Objective-C
  /// runtime, which Linux does not have.
  @preconcurrency @MainActor
  open class UIAction {
    /// The action's title.
    open var title: String
    /// The action's image.
    open var image: UIImage?
    /// The control that sent it, while its handler runs.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// An action that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
      self.title = title
      self.image = image
      self.handler = handler
    }
  }

  /// A control: it runs the actions added for an event when `sendActions(for:)` sends it — which
  /// is how a test acts on a UIKit control (`pageControl.currentPage = 2;
  /// pageControl.sendActions(for: .valueChanged)`).
  open class UIControl: UIView {
    private var actions: [(event: Event, action: UIAction)] = []
    /// The harness whose code added the actions (a representable's make): an action a test sends
    /// from outside runs as that harness's code, as UIKit delivers a touch to the app.
    private var addedIn: ProbeContext?

    /// Whether it is enabled.
    open var isEnabled = true
    /// Whether it is selected.
    open var isSelected = false
    /// Whether it is highlighted.
    open var isHighlighted = false

    /// Its state.
    open var state: State {
      var state = State.normal
      if !isEnabled { state.insert(.disabled) }
      if isSelected { state.insert(.selected) }
      if isHighlighted { state.insert(.highlighted) }
      return state
    }

    /// Runs `action` when one of `controlEvents` is sent.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
      actions.append((controlEvents, action))
      if ProbeContext.current.systemActions != nil {
        var context = ProbeContext.current
        context.spawnToken = nil
        context.parking = nil
        addedIn = context
      }
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
      actions.removeAll { $0.action === action && $0.event == controlEvents }
    }

    /// Sends `controlEvents`: runs the actions added for them, in the order they were added.
    open func sendActions(for controlEvents: Event) {
      guard ProbeContext.current.systemActions == nil, let addedIn else {
        return runActions(for: controlEvents)
      }
      ProbeContext.$current.withValue(addedIn) { runActions(for: controlEvents) }
    }

    private func runActions(for controlEvents: Event) {
      for entry in actions where !entry.event.isDisjoint(with: controlEvents) {
        entry.action.sender = self
        entry.action.handler(entry.action)
        entry.action.sender = nil
      }
    }

    /// The states of a control.
    public struct State: OptionSet, Hashable, Sendable {
      /// The states' bits.
      public let rawValue: UInt
      /// States from bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The usual state.
      public static let normal: State = []
      /// Highlighted.
      public static let highlighted = State(rawValue: 1 << 0)
      /// Disabled.
      public static let disabled = State(rawValue: 1 << 1)
      /// Selected.
      public static let selected = State(rawValue: 1 << 2)
    }

    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
      /// The events' bits.
      public let rawValue: UInt
      /// Events from bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// A touch went down.
      public static let touchDown = Event(rawValue: 1 << 0)
      /// A touch went up inside the control (a tap).
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// Its value changed.
      public static let valueChanged = Event(rawValue: 1 << 12)
      /// Its primary action (a button's tap).
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
      /// Editing began.
      public static let editingDidBegin = Event(rawValue: 1 << 16)
      /// The text changed while editing.
      public static let editingChanged = Event(rawValue: 1 << 17)
      /// Editing ended.
      public static let editingDidEnd = Event(rawValue: 1 << 18)
      /// Return ended editing.
      public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
      /// Every touch event.
      public static let allTouchEvents = Event(rawValue: 0x0FFF)
      /// Every editing event.
      public static let allEditingEvents = Event(rawValue: 0x000F_0000)
      /// Every event.
      public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
  }

  /// The page dots: a page-style `TabView`'s, or one a representable makes. Setting
  /// `currentPage` sends nothing (as in UIKit); a tap on a dot is `currentPage` then
  /// `sendActions(for: .valueChanged)`.
  open class UIPageControl: UIControl {
    /// How many pages there are.
    open var numberOfPages = 0
    /// The page shown.
    open var currentPage = 0
    /// Whether it hides when there is one page.
    open var hidesForSinglePage = false
    /// The current page's dot colour.
    open var currentPageIndicatorTintColor: UIColor?
    /// The other dots' colour.
    open var pageIndicatorTintColor: UIColor?
  }

  /// A button.
  open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]

    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
      /// A custom button.
      case custom
      /// The system's button.
      case system
      /// A detail disclosure button.
      case detailDisclosure
      /// An info button.
      case infoLight
      /// A plus button.
      case contactAdd
      /// A close button.
      case close
    }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }

    /// A button whose tap runs `primaryAction`, titled by it.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
      self.init(frame: frame)
      guard let primaryAction else { return }
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    /// The title shown in `state` (else the normal one).
    open func title(for state: State) -> String? {
      titles[state.rawValue] ?? titles[State.normal.rawValue]
    }
    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    /// The image shown in `state` (else the normal one).
    open func image(for state: State) -> UIImage? {
      images[state.rawValue] ?? images[State.normal.rawValue]
    }
    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// A tap: sends `.touchUpInside` and `.primaryActionTriggered`.
    open override func sendActions(for controlEvents: Event) {
      super.sendActions(for: controlEvents)
      if controlEvents.contains(.touchUpInside) && !controlEvents.contains(.primaryActionTriggered)
      {
        super.sendActions(for: .primaryActionTriggered)
      }
    }
  }

  extension UISwitch {
    /// Sets whether it is on (sending nothing, as in UIKit).
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }
  }

  /// A label: its text is kept, nothing is drawn.
  open class UILabel: UIView {
    /// Its text.
    open var text: String?
    /// Its font.
    open var font: UIFont!
    /// Its text's colour.
    open var textColor: UIColor!
    /// How its text lines up.
    open var textAlignment = NSTextAlignment.natural
    /// The most lines it shows (0: as many as needed).
    open var numberOfLines = 1
    /// Whether its font shrinks to fit its width.
    open var adjustsFontSizeToFitWidth = false
    /// How far its font may shrink (0: not at all).
    open var minimumScaleFactor: CGFloat = 0
    /// How it breaks or cuts lines.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Whether its font follows the Dynamic Type size.
    open var adjustsFontForContentSizeCategory = false
  }

  /// An image view.
  open class UIImageView: UIView {
    /// Its image.
    open var image: UIImage?

    /// An image view showing `image`.
    public convenience init(image: UIImage?) {
      self.init(frame: .zero)
      self.image = image
    }
  }

  /// A spinner.
  open class UIActivityIndicatorView: UIView {
    /// Its style.
    open var style = Style.medium
    /// Its colour.
    open var color: UIColor!
    /// Whether it hides when stopped.
    open var hidesWhenStopped = true
    /// Whether it spins.
    open private(set) var isAnimating = false

    /// A spinner of `style`.
    public convenience init(style: Style) {
      self.init(frame: .zero)
      self.style = style
    }

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }

    /// The size of a spinner.
    public enum Style: Int, Sendable {
      /// Medium.
      case medium = 100
      /// Large.
      case large = 101
      /// Large and white (deprecated).
      case whiteLarge = 0
      /// White (deprecated).
      case white = 1
      /// Gray (deprecated).
      case gray = 2
    }
  }

  /// A visual effect (a blur or vibrancy).
  @preconcurrency @MainActor
  open class UIVisualEffect: NSObject {}

  /// A blur over what is behind a view.
  open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
      self.style = style
      super.init()
    }

    /// The blurs.
    public enum Style: Int, Sendable {
      /// Extra light.
      case extraLight
      /// Light.
      case light
      /// Dark.
      case dark
      /// Regular.
      case regular = 4
      /// Prominent.
      case prominent
      /// The system's ultra-thin material.
      case systemUltraThinMaterial
      /// The system's thin material.
      case systemThinMaterial
      /// The system's material.
      case systemMaterial
      /// The system's thick material.
      case systemThickMaterial
      /// The system's chrome material.
      case systemChromeMaterial
    }
  }

  /// Vibrancy over a blur.
  open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it goes with.
    public let blurEffect: UIBlurEffect

    /// Vibrancy for `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
      self.blurEffect = blurEffect
      super.init()
    }
  }

  /// A view that shows a visual effect over what is behind it.
  open class UIVisualEffectView: UIView {
    /// Its effect.
    open var effect: UIVisualEffect?
    /// The view to add its content to.
    open private(set) lazy var contentView = UIView()

    /// A view showing `effect`.
    public convenience init(effect: UIVisualEffect?) {
      self.init(frame: .zero)
      self.effect = effect
    }
  }
#endif
