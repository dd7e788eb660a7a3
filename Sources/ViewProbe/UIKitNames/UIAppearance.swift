#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// UIKit's font, as SwiftUI code uses it: `Font(UIFont.preferredFont(forTextStyle: .body))`, a
  /// navigation bar's title attributes. A font is its name and size; nothing is drawn.
  public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's name (`system 17 semibold`, `Avenir-Heavy`, `body`).
    public let fontName: String
    /// Its size in points.
    public let pointSize: CGFloat

    init(fontName: String, pointSize: CGFloat) {
      self.fontName = fontName
      self.pointSize = pointSize
    }

    /// A font's weight.
    public struct Weight: Hashable, Sendable, RawRepresentable {
      /// The weight's value (−1 to 1, regular 0).
      public let rawValue: CGFloat
      /// A weight.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      /// Ultra-light.
      public static let ultraLight = Weight(rawValue: -0.8)
      /// Thin.
      public static let thin = Weight(rawValue: -0.6)
      /// Light.
      public static let light = Weight(rawValue: -0.4)
      /// Regular.
      public static let regular = Weight(rawValue: 0)
      /// Medium.
      public static let medium = Weight(rawValue: 0.23)
      /// Semibold.
      public static let semibold = Weight(rawValue: 0.3)
      /// Bold.
      public static let bold = Weight(rawValue: 0.4)
      /// Heavy.
      public static let heavy = Weight(rawValue: 0.56)
      /// Black.
      public static let black = Weight(rawValue: 0.62)
    }

    /// A text style of Dynamic Type.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
      /// The style's name.
      public let rawValue: String
      /// A style.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Large title.
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
      /// Title 1.
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
      /// Title 2.
      public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
      /// Title 3.
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
      /// Headline.
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// Subheadline.
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// Body.
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// Callout.
      public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
      /// Footnote.
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// Caption 1.
      public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
      /// Caption 2.
      public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The system font of `fontSize` points at `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(fontName: "system \(fontSize) \(weight.rawValue)", pointSize: fontSize)
    }

    /// The system font of `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
      systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font of `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The font of `style` at the default Dynamic Type size (body: 17 points).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
      let sizes: [TextStyle: CGFloat] = [
        .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
        .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
      ]
      return UIFont(fontName: style.rawValue, pointSize: sizes[style] ?? 17)
    }

    /// The font named `fontName` at `fontSize` points (every name is found: nothing is loaded).
    public init?(name fontName: String, size fontSize: CGFloat) {
      self.fontName = fontName
      pointSize = fontSize
    }

    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
      UIFont(fontName: fontName, pointSize: fontSize)
    }

    /// "name size".
    public var description: String { "\(fontName) \(pointSize)" }

    /// Fonts are equal when name and size are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
      lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(fontName)
      hasher.combine(pointSize)
    }
  }

  extension Font {
    /// The SwiftUI font of a UIKit font.
    public init(_ font: UIFont) { self.init(name: font.description) }
  }

  extension NSAttributedString.Key {
    /// The text's colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background's colour (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The font (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The spacing between characters.
    public static let kern = NSAttributedString.Key("NSKern")
  }

  /// Appearance settings of bars.
  @preconcurrency @MainActor
  open class UIBarAppearance {
    /// The bar's background colour.
    open var backgroundColor: UIColor?
    /// The colour of the bar's shadow line.
    open var shadowColor: UIColor?

    /// Settings with the default background.
    public init() {}

    /// An opaque background.
    open func configureWithOpaqueBackground() {}
    /// A transparent background.
    open func configureWithTransparentBackground() {}
    /// The default background.
    open func configureWithDefaultBackground() {}
  }

  /// How a navigation bar looks.
  open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  }

  /// How a tab bar looks.
  open class UITabBarAppearance: UIBarAppearance {}

  /// The navigation bar SwiftUI draws for a navigation container.
  open class UINavigationBar: UIView {
    /// The inline title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar's tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// How the bar looks when content scrolls under it.
    open var standardAppearance = UINavigationBarAppearance()
    /// How the bar looks when content is scrolled to its top.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// How the bar looks in a compact height.
    open var compactAppearance: UINavigationBarAppearance?
  }

  /// The tab bar SwiftUI draws for a `TabView`.
  open class UITabBar: UIView {
    /// The bar's tint.
    open var barTintColor: UIColor?
    /// The tint of items not selected.
    open var unselectedItemTintColor: UIColor?
    /// How the bar looks when content scrolls under it.
    open var standardAppearance = UITabBarAppearance()
    /// How the bar looks when content is scrolled to its end.
    open var scrollEdgeAppearance: UITabBarAppearance?
  }

  /// The scroll view behind SwiftUI's lists and scroll views.
  open class UIScrollView: UIView {
    /// Whether it bounces at its edges.
    open var bounces = true
    /// Whether it scrolls.
    open var isScrollEnabled = true
    /// How dragging dismisses the keyboard.
    open var keyboardDismissMode = UIScrollView.KeyboardDismissMode.none
    /// Its delegate (a text view's is its `UITextViewDelegate`).
    open weak var delegate: (any UIScrollViewDelegate)?
    /// How far its content is scrolled.
    open var contentOffset = CGPoint.zero
    /// The size of its content.
    open var contentSize = CGSize.zero
    /// The insets around its content.
    open var contentInset = UIEdgeInsets.zero
    /// The smallest zoom.
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom.
    open var maximumZoomScale: CGFloat = 1
    /// The zoom now (set: clamped to the limits, and the delegate hears it).
    open var zoomScale: CGFloat {
      get { zoom }
      set { setZoomScale(newValue, animated: false) }
    }
    private var zoom: CGFloat = 1
    /// Whether it pages.
    open var isPagingEnabled = false
    /// Whether it bounces vertically even when its content fits.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when its content fits.
    open var alwaysBounceHorizontal = false
    /// Whether it shows a horizontal scroll indicator.
    open var showsHorizontalScrollIndicator = true
    /// Whether it shows a vertical scroll indicator.
    open var showsVerticalScrollIndicator = true

    /// Zooms to `scale` (within the limits), as a pinch does: the delegate hears it.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
      zoom = min(max(scale, minimumZoomScale), maximumZoomScale)
      delegate?.scrollViewDidZoom(self)
    }

    /// Scrolls to `contentOffset`, as a drag does: the delegate hears it.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      self.contentOffset = contentOffset
      delegate?.scrollViewDidScroll(self)
    }

    /// How dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
      /// It does not.
      case none
      /// At once.
      case onDrag
      /// With the drag.
      case interactive
    }
  }

  /// The table view behind older SwiftUI lists.
  open class UITableView: UIScrollView {
    /// The separators' colour.
    open var separatorColor: UIColor?
    /// How separators are drawn.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  }

  /// A table view's row.
  open class UITableViewCell: UIView {
    /// How separators are drawn.
    public enum SeparatorStyle: Int, Sendable {
      /// None.
      case none
      /// A single line.
      case singleLine
    }

    /// How a selected row is shown.
    public enum SelectionStyle: Int, Sendable {
      /// Not shown.
      case none
      /// Blue.
      case blue
      /// Gray.
      case gray
      /// The default.
      case `default`
    }

    /// How a selected row is shown.
    open var selectionStyle = SelectionStyle.default
  }

  /// The segmented control behind a segmented `Picker`.
  open class UISegmentedControl: UIControl {
    /// The selected segment's tint.
    open var selectedSegmentTintColor: UIColor?

    /// The segments' title attributes in `state`.
    open func setTitleTextAttributes(
      _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {}
  }

  /// The switch behind a `Toggle`.
  open class UISwitch: UIControl {
    /// The colour when on.
    open var onTintColor: UIColor?
    /// Whether it is on.
    open var isOn = false
  }

  /// A scene of the app (a window's), as code that asks UIKit for one finds it
  /// (`UIApplication.shared.connectedScenes`).
  @preconcurrency @MainActor
  open class UIScene: Hashable {
    /// Whether the scene is in the foreground and active.
    public enum ActivationState: Int, Sendable {
      /// Not connected.
      case unattached = -1
      /// In the foreground, active.
      case foregroundActive = 0
      /// In the foreground, inactive.
      case foregroundInactive = 1
      /// In the background.
      case background = 2
    }

    /// Whether the scene is in the foreground and active (a harness's window always is).
    open var activationState: ActivationState { .foregroundActive }

    init() {}

    /// Scenes are equal when they are the same scene.
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }

    /// Hashes the scene's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }

  /// A scene with windows: the app's one window scene. Its window is the window of the harness
  /// whose code asks (see `UIWindow`).
  open class UIWindowScene: UIScene {
    /// Its windows: the harness's window, for code a harness runs.
    open var windows: [UIWindow] { UIWindow.harnessWindow.map { [$0] } ?? [] }
    /// Its key window: the harness's window, for code a harness runs.
    open var keyWindow: UIWindow? { UIWindow.harnessWindow }
  }

  extension UIApplication {
    /// The app's scenes: one window scene, in the foreground.
    public var connectedScenes: Set<UIScene> { [Self.windowScene] }

    private static let windowScene = UIWindowScene()

    /// The app's windows (deprecated in iOS 15): the harness's window, for code a harness runs.
    public var windows: [UIWindow] { UIWindow.harnessWindow.map { [$0] } ?? [] }
    /// The key window (deprecated in iOS 13): the harness's window, for code a harness runs.
    public var keyWindow: UIWindow? { UIWindow.harnessWindow }
  }
#endif
