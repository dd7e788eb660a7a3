import Foundation

// iOS 26's font resolution: `font.resolve(in: fontResolutionContext)` tells an app what a font
// is where it is used — its point size at the user's text size, whether it is bold or italic —
// so a rich-text editor's Bold button can toggle. ViewProbe keeps each font's traits as it is
// built (`.body.bold()`, `.system(size: 20, weight: .semibold)`) and resolves them by Apple's
// Dynamic Type table.

/// What a font is made of: its text style or fixed size, weight, slant, design and width.
struct FontTraits: Hashable, Sendable {
  var style: Font.TextStyle?
  var size: CGFloat?
  var weight: Font.Weight?
  var isItalic = false
  var design: Font.Design?
  var width: Font.Width?
  /// The text style a custom font's size scales with (`nil`: a fixed size).
  var scalesWith: Font.TextStyle?
  var isMonospaced = false
  var smallCaps = false
  var lowercaseSmallCaps = false
  var uppercaseSmallCaps = false
  var leading = Font.Leading.standard
}

extension Font {
  /// What a font is resolved against: the environment's text size.
  public struct Context: Hashable, Sendable, CustomDebugStringConvertible {
    let dynamicTypeSize: DynamicTypeSize

    /// The text size, for a debugger.
    public var debugDescription: String { "Font.Context(\(dynamicTypeSize))" }
  }

  /// A font as it is drawn in a context.
  public struct Resolved: Hashable, Sendable {
    /// The point size.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Font.Weight
    /// The width.
    public let width: Font.Width
    /// Whether it is italic.
    public let isItalic: Bool
    /// Whether its characters are all the same width.
    public let isMonospaced: Bool
    /// Whether all its characters use small capitals (`smallCaps()`).
    public let isSmallCaps: Bool
    /// Whether its lowercase characters use small capitals (`lowercaseSmallCaps()`).
    public let isLowercaseSmallCaps: Bool
    /// Whether its uppercase characters use small capitals (`uppercaseSmallCaps()`).
    public let isUppercaseSmallCaps: Bool
    /// Its line spacing (`leading(_:)`).
    public let leading: Font.Leading

    /// Whether it is bold: semibold or heavier.
    public var isBold: Bool { weight.value >= Font.Weight.semibold.value }
  }

  /// The font as drawn where `context` comes from: a text style's size at the context's text
  /// size (Apple's Dynamic Type table); a custom font's size scaled as its text style scales
  /// (`.body` unless `relativeTo:` names another; in proportion to the style's size, as
  /// `UIFontMetrics` scales); a fixed size (`system(size:)`, `custom(_:fixedSize:)`) as it is;
  /// 17 points for a font of neither; its weight (the style's own for `.headline`: semibold).
  /// The Bold Text setting (`legibilityWeight`) is not applied: how much heavier it draws is not
  /// documented.
  public func resolve(in context: Context) -> Resolved {
    let weight = traits.weight ?? (traits.style == .headline ? .semibold : .regular)
    let textSize = context.dynamicTypeSize
    let pointSize: CGFloat
    if let size = traits.size {
      pointSize =
        traits.scalesWith.map { size * $0.pointSize(at: textSize) / $0.pointSize(at: .large) }
        ?? size
    } else {
      pointSize = traits.style.map { $0.pointSize(at: textSize) } ?? 17
    }
    return Resolved(
      pointSize: pointSize, weight: weight, width: traits.width ?? .standard,
      isItalic: traits.isItalic,
      isMonospaced: traits.design == .monospaced || traits.isMonospaced,
      isSmallCaps: traits.smallCaps, isLowercaseSmallCaps: traits.lowercaseSmallCaps,
      isUppercaseSmallCaps: traits.uppercaseSmallCaps, leading: traits.leading)
  }
}

extension Font.TextStyle {
  /// The style's point size at `size`: Apple's Human Interface Guidelines' iOS table.
  func pointSize(at size: DynamicTypeSize) -> CGFloat {
    let column = DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
    let row: [CGFloat]
    switch self {
    case .largeTitle: row = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: row = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: row = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: row = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: row = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: row = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: row = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: row = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: row = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: row = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
    }
    return row[min(column, row.count - 1)]
  }
}

extension EnvironmentValues {
  /// What fonts are resolved against here: the text size.
  public var fontResolutionContext: Font.Context {
    Font.Context(dynamicTypeSize: dynamicTypeSize)
  }
}
