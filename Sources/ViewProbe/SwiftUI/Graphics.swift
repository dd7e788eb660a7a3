/// A style to fill or stroke with: colours and hierarchical styles. Not drawn by ViewProbe.
public protocol ShapeStyle: Sendable {}

/// A colour. ViewProbe keeps its name for dumps; it draws nothing.
public struct Color: ShapeStyle, Hashable, CustomStringConvertible {
  /// The colour's name.
  public let description: String
  /// How opaque it is (0…1): a clear colour, or one of zero opacity, takes no touches.
  let opacity: Double
  /// Whether it is known to hide what is drawn beneath it: a system colour that is not translucent,
  /// or components at full opacity. A colour of the app's asset catalog may have any opacity, so
  /// it is not known to be opaque.
  let isOpaque: Bool

  /// The colour named `name` in the app's asset catalog.
  public init(_ name: String) {
    self.init(name, opacity: name == "clear" ? 0 : 1, isOpaque: false)
  }

  init(_ name: String, opacity: Double, isOpaque: Bool) {
    description = name
    self.opacity = opacity
    self.isOpaque = isOpaque && opacity >= 1
  }

  /// One of SwiftUI's opaque system colours.
  static func system(_ name: String) -> Color { Color(name, opacity: 1, isOpaque: true) }

  /// Equal when name and opacity are.
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.description == rhs.description && lhs.opacity == rhs.opacity
  }

  /// Hashes the name and opacity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(description)
    hasher.combine(opacity)
  }
}

extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { .system("black") }
  /// White.
  public static var white: Color { .system("white") }
  /// Red.
  public static var red: Color { .system("red") }
  /// Green.
  public static var green: Color { .system("green") }
  /// Blue.
  public static var blue: Color { .system("blue") }
  /// Orange.
  public static var orange: Color { .system("orange") }
  /// Gray.
  public static var gray: Color { .system("gray") }
  /// The accent colour.
  public static var accentColor: Color { .system("accentColor") }
  /// No colour.
  public static var clear: Color { Color("clear", opacity: 0, isOpaque: false) }
}

/// The levels of the current foreground style: `.primary`, `.secondary` …
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The second level.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The third level.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// The fourth level.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
  /// The fifth level.
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The overlay fills of iOS 17 (`.fill`, `.fill.tertiary`): kept, not drawn.
public struct FillShapeStyle: ShapeStyle, Hashable {
  /// The primary overlay fill.
  public init() {}
}

/// The style of separator lines.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
  /// The separator style.
  public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The overlay fill for shapes on top of a background.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The style of separator lines.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A level of another style (`Color.red.secondary`, `.fill.tertiary`): kept, not drawn.
public struct _HierarchicalLevelStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let level: Int
}

extension ShapeStyle {
  /// This style's second level.
  public var secondary: _HierarchicalLevelStyle<Self> {
    _HierarchicalLevelStyle(base: self, level: 1)
  }
  /// This style's third level.
  public var tertiary: _HierarchicalLevelStyle<Self> {
    _HierarchicalLevelStyle(base: self, level: 2)
  }
  /// This style's fourth level.
  public var quaternary: _HierarchicalLevelStyle<Self> {
    _HierarchicalLevelStyle(base: self, level: 3)
  }
  /// This style's fifth level.
  public var quinary: _HierarchicalLevelStyle<Self> {
    _HierarchicalLevelStyle(base: self, level: 4)
  }
}

/// A font. ViewProbe keeps its name; it lays out no text.
public struct Font: Hashable, Sendable {
  let name: String
  /// What the font resolves to (`resolve(in:)`): its style or size, weight, slant, design.
  var traits = FontTraits()

  /// The weight of a font.
  public struct Weight: Hashable, Sendable {
    let value: Int
    /// Regular.
    public static let regular = Weight(value: 400)
    /// Medium.
    public static let medium = Weight(value: 500)
    /// Semibold.
    public static let semibold = Weight(value: 600)
    /// Bold.
    public static let bold = Weight(value: 700)
  }

  /// Large title.
  public static let largeTitle = Font(textStyle: .largeTitle)
  /// Title.
  public static let title = Font(textStyle: .title)
  /// Second-level title.
  public static let title2 = Font(textStyle: .title2)
  /// Third-level title.
  public static let title3 = Font(textStyle: .title3)
  /// Headline.
  public static let headline = Font(textStyle: .headline)
  /// Subheadline.
  public static let subheadline = Font(textStyle: .subheadline)
  /// Body text.
  public static let body = Font(textStyle: .body)
  /// Callout.
  public static let callout = Font(textStyle: .callout)
  /// Footnote.
  public static let footnote = Font(textStyle: .footnote)
  /// Caption.
  public static let caption = Font(textStyle: .caption)
}

/// Edges of a rectangle, for padding.
public enum Edge: Int8, CaseIterable, Sendable {
  /// Top edge.
  case top
  /// Leading edge.
  case leading
  /// Bottom edge.
  case bottom
  /// Trailing edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Top.
    public static let top = Set(rawValue: 1 << 0)
    /// Leading.
    public static let leading = Set(rawValue: 1 << 1)
    /// Bottom.
    public static let bottom = Set(rawValue: 1 << 2)
    /// Trailing.
    public static let trailing = Set(rawValue: 1 << 3)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.horizontal, .vertical]
  }
}

/// A keyboard for text input (UIKit's type, as SwiftUI code names it).
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default` = 0
  /// Letters of ASCII only.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// URLs.
  case URL = 3
  /// Digits.
  case numberPad = 4
  /// A telephone keypad.
  case phonePad = 5
  /// A keypad for a name or a telephone number.
  case namePhonePad = 6
  /// For e-mail addresses.
  case emailAddress = 7
  /// Decimal numbers.
  case decimalPad = 8
  /// For social posts (@ and #).
  case twitter = 9
  /// For web searches.
  case webSearch = 10
  /// Digits of ASCII only.
  case asciiCapableNumberPad = 11

  /// The older name of `asciiCapable`.
  public static var alphabet: UIKeyboardType { .asciiCapable }
}
