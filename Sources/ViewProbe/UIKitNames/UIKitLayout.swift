#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  import Foundation

  /// How strongly a constraint or a view's size holds.
  public struct UILayoutPriority: Hashable, Sendable, RawRepresentable, Comparable {
    /// The priority (1…1000).
    public let rawValue: Float
    /// A priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Must hold.
    public static let required = UILayoutPriority(1000)
    /// Holds over most.
    public static let defaultHigh = UILayoutPriority(750)
    /// Gives way to most.
    public static let defaultLow = UILayoutPriority(250)
    /// Only for fitting sizes.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// Orders priorities.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`.
    public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`.
    public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
  }

  /// An Auto Layout constraint. Constraints are kept (with `isActive`), never solved: nothing is
  /// laid out here.
  @preconcurrency @MainActor
  open class NSLayoutConstraint: NSObject {
    /// The item the constraint starts from.
    open private(set) weak var firstItem: AnyObject?
    /// The item it relates to.
    open private(set) weak var secondItem: AnyObject?
    /// The distance added.
    open var constant: CGFloat
    /// The factor of the second item's value.
    public let multiplier: CGFloat
    /// How strongly it holds.
    open var priority = UILayoutPriority.required
    /// A name for debugging.
    open var identifier: String?
    /// Whether it takes part in layout.
    open var isActive = false

    init(first: AnyObject?, second: AnyObject?, constant: CGFloat, multiplier: CGFloat) {
      firstItem = first
      secondItem = second
      self.constant = constant
      self.multiplier = multiplier
      super.init()
    }

    /// Makes `constraints` take part in layout.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = true }
    }

    /// Takes `constraints` out of layout.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = false }
    }

    /// A direction of layout.
    public enum Axis: Int, Sendable {
      /// Left to right.
      case horizontal
      /// Top to bottom.
      case vertical
    }
  }

  /// An edge, centre or size of a view or layout guide, for making constraints.
  @preconcurrency @MainActor
  open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?

    init(item: AnyObject?) {
      self.item = item
      super.init()
    }

    private func relation(to anchor: NSLayoutAnchor<AnchorType>?, constant: CGFloat)
      -> NSLayoutConstraint
    {
      NSLayoutConstraint(first: item, second: anchor?.item, constant: constant, multiplier: 1)
    }

    /// This anchor equals `anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
      relation(to: anchor, constant: 0)
    }
    /// This anchor equals `anchor` plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
      -> NSLayoutConstraint
    { relation(to: anchor, constant: c) }
    /// This anchor is at least `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
      -> NSLayoutConstraint
    { relation(to: anchor, constant: 0) }
    /// This anchor is at least `anchor` plus `c`.
    open func constraint(
      greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint { relation(to: anchor, constant: c) }
    /// This anchor is at most `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
      -> NSLayoutConstraint
    { relation(to: anchor, constant: 0) }
    /// This anchor is at most `anchor` plus `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
      -> NSLayoutConstraint
    { relation(to: anchor, constant: c) }
  }

  /// A horizontal edge or centre.
  open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
  /// A vertical edge, centre or baseline.
  open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

  /// A width or height.
  open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This size equals `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
      NSLayoutConstraint(first: item, second: nil, constant: c, multiplier: 1)
    }
    /// This size is at least `c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      constraint(equalToConstant: c)
    }
    /// This size is at most `c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      constraint(equalToConstant: c)
    }
    /// This size is `m` times `anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
      -> NSLayoutConstraint
    { constraint(equalTo: anchor, multiplier: m, constant: 0) }
    /// This size is `m` times `anchor`, plus `c`.
    open func constraint(
      equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(first: item, second: anchor.item, constant: c, multiplier: m)
    }
  }

  /// What can be laid out: a view or a layout guide has anchors.
  @preconcurrency @MainActor
  public protocol LayoutAnchoring: AnyObject {}

  extension LayoutAnchoring {
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self) }
  }

  extension UIView: LayoutAnchoring {
    /// The first line's baseline.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The last line's baseline.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The area inside the safe area (the view itself: there are no insets here).
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
    /// The area inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
    /// The safe area's insets (none).
    public var safeAreaInsets: UIEdgeInsets { .zero }
  }

  /// A rectangle constraints can refer to.
  @preconcurrency @MainActor
  open class UILayoutGuide: NSObject, LayoutAnchoring {
    /// The view it belongs to.
    open private(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""

    init(owningView: UIView?) {
      self.owningView = owningView
      super.init()
    }

    /// A guide; add it to a view with `addLayoutGuide(_:)`.
    public override convenience init() { self.init(owningView: nil) }
  }

  /// A layer: how a view's content is drawn (its corners, border, shadow). Kept, never drawn. Not
  /// tied to the main actor, as Core Animation's is not: code anywhere may make one.
  open class CALayer: NSObject {
    /// The corners' radius.
    open var cornerRadius: CGFloat = 0
    /// Whether content is clipped to the corners.
    open var masksToBounds = false
    /// The border's width.
    open var borderWidth: CGFloat = 0
    /// The border's colour.
    open var borderColor: CGColor?
    /// The background's colour.
    open var backgroundColor: CGColor?
    /// The shadow's colour.
    open var shadowColor: CGColor?
    /// The shadow's opacity (0…1).
    open var shadowOpacity: Float = 0
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3
    /// The layer's opacity.
    open var opacity: Float = 1
    /// Its frame in its superlayer.
    open var frame = CGRect.zero
    /// Its own bounds (its frame's size, at the origin).
    open var bounds: CGRect {
      get { CGRect(origin: .zero, size: frame.size) }
      set { frame.size = newValue.size }
    }
    /// Its sublayers, back to front.
    open private(set) var sublayers: [CALayer]?
    /// The layer it is in.
    open private(set) weak var superlayer: CALayer?

    /// Adds `layer` on top of the sublayers.
    open func addSublayer(_ layer: CALayer) {
      insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Adds `layer` at `index` among the sublayers (moving it from its former superlayer).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
      guard !sequence(first: self, next: \.superlayer).contains(where: { $0 === layer }) else {
        return ViewProbe.reportMisuse(
          "\(self).addSublayer(\(layer)): a layer cannot be added inside itself (Core Animation "
            + "would loop); nothing was added", at: .unknown)
      }
      layer.removeFromSuperlayer()
      var layers = sublayers ?? []
      layers.insert(layer, at: min(Int(index), layers.count))
      sublayers = layers
      layer.superlayer = self
    }

    /// Removes it from its superlayer.
    open func removeFromSuperlayer() {
      superlayer?.sublayers?.removeAll { $0 === self }
      superlayer = nil
    }
  }

  #if !canImport(Darwin)
    /// Core Graphics' colour, as UIKit code hands one to a layer (`UIColor.red.cgColor`).
    public final class CGColor: Hashable, Sendable, CustomStringConvertible {
      /// The colour it was made from.
      public let description: String
      /// Its alpha.
      public let alpha: CGFloat

      init(description: String, alpha: CGFloat) {
        self.description = description
        self.alpha = alpha
      }

      /// Equal when made from equal colours.
      public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.description == rhs.description && lhs.alpha == rhs.alpha
      }

      /// Hashes the colour.
      public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
        hasher.combine(alpha)
      }
    }

    extension UIColor {
      /// The same colour for Core Graphics.
      public var cgColor: CGColor { CGColor(description: description, alpha: CGFloat(alpha)) }

      /// The colour of `cgColor`.
      public convenience init(cgColor: CGColor) {
        self.init(name: cgColor.description, alpha: Double(cgColor.alpha))
      }
    }
  #else
    extension UIColor {
      /// A Core Graphics colour of the same alpha. ViewProbe's `UIColor` is a name (nothing is
      /// drawn), so on Apple platforms, where `CGColor` is Core Graphics', it is a grey.
      public var cgColor: CGColor { CGColor(gray: 0.5, alpha: CGFloat(alpha)) }

      /// The colour of `cgColor` (named `cgColor`).
      public convenience init(cgColor: CGColor) {
        self.init(name: "cgColor", alpha: Double(cgColor.alpha))
      }
    }
  #endif

  /// A view that lines up its arranged subviews in a row or a column (laid out by nothing here).
  open class UIStackView: UIView {
    /// How arranged views line up across the axis.
    public enum Alignment: Int, Sendable {
      /// Filling the stack.
      case fill
      /// At the leading edge.
      case leading
      /// At the first baseline.
      case firstBaseline
      /// Centred.
      case center
      /// At the trailing edge.
      case trailing
      /// At the last baseline.
      case lastBaseline
      /// At the top (the leading edge of a row).
      public static let top = Alignment.leading
      /// At the bottom (the trailing edge of a row).
      public static let bottom = Alignment.trailing
    }

    /// How arranged views share the axis.
    public enum Distribution: Int, Sendable {
      /// Filling it.
      case fill
      /// Equally.
      case fillEqually
      /// In proportion to their sizes.
      case fillProportionally
      /// With equal spacing.
      case equalSpacing
      /// With equal centre distances.
      case equalCentering
    }

    /// Its direction.
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// The space between arranged views.
    open var spacing: CGFloat = 0
    /// How arranged views line up.
    open var alignment = Alignment.fill
    /// How arranged views share the axis.
    open var distribution = Distribution.fill
    /// Whether margins inset the arranged views.
    open var isLayoutMarginsRelativeArrangement = false
    /// The views it lines up.
    open private(set) var arrangedSubviews: [UIView] = []

    /// A stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
      self.init(frame: .zero)
      for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end (as a subview too).
    open func addArrangedSubview(_ view: UIView) {
      arrangedSubviews.append(view)
      addSubview(view)
    }

    /// Stops lining up `view` (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
      arrangedSubviews.removeAll { $0 === view }
    }
  }

  /// How a label breaks or cuts lines.
  public enum NSLineBreakMode: Int, Sendable {
    /// At word boundaries.
    case byWordWrapping
    /// At characters.
    case byCharWrapping
    /// Clipped.
    case byClipping
    /// Ellipsis at the start.
    case byTruncatingHead
    /// Ellipsis at the end.
    case byTruncatingTail
    /// Ellipsis in the middle.
    case byTruncatingMiddle
  }

  /// Whether the keyboard corrects spelling.
  public enum UITextAutocorrectionType: Int, Sendable {
    /// As the system chooses.
    case `default`
    /// Never.
    case no
    /// Always.
    case yes
  }
#endif
