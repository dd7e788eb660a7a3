/// Styling that returns a `Text`, as SwiftUI's does, so styled texts can still be joined with `+`
/// (`Text("Hello ") + Text("world").bold()`). Nothing is drawn: the string is what the tree keeps.
extension Text {
  /// Bold (not drawn).
  nonisolated public func bold() -> Text { self }
  /// Bold when `isActive` (not drawn).
  nonisolated public func bold(_ isActive: Bool) -> Text { self }
  /// Italic (not drawn).
  nonisolated public func italic() -> Text { self }
  /// Italic when `isActive` (not drawn).
  nonisolated public func italic(_ isActive: Bool) -> Text { self }
  /// A font (not drawn).
  nonisolated public func font(_ font: Font?) -> Text { self }
  /// A font weight (not drawn).
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  /// A font design (not drawn).
  nonisolated public func fontDesign(_ design: Font.Design?) -> Text { self }
  /// A colour (not drawn; a clear one leaves the text invisible, `nil` the environment's).
  nonisolated public func foregroundColor(_ color: Color?) -> Text {
    var text = self
    text.foreground = color.map(ForegroundPaint.init)
    return text
  }
  /// A style (not drawn; a clear colour leaves the text invisible).
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var text = self
    text.foreground = ForegroundPaint(style)
    return text
  }
  /// Underlined (not drawn).
  nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// Struck through (not drawn).
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    self
  }
  /// Underlined with a dashed or dotted line (not drawn).
  nonisolated public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
  ) -> Text { self }
  /// Struck through with a dashed or dotted line (not drawn).
  nonisolated public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
  ) -> Text { self }
  /// Spacing between characters (not drawn).
  nonisolated public func kerning(_ kerning: CGFloat) -> Text { self }
  /// Tracking between characters (not drawn).
  nonisolated public func tracking(_ tracking: CGFloat) -> Text { self }
  /// Raised or lowered from the baseline (not drawn).
  nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
  /// Fixed-width digits (not drawn).
  nonisolated public func monospacedDigit() -> Text { self }
  /// A fixed-width font (not drawn).
  nonisolated public func monospaced(_ isActive: Bool = true) -> Text { self }
}

extension Text {
  /// A text case.
  public enum Case: Sendable, Hashable {
    /// Upper case.
    case uppercase
    /// Lower case.
    case lowercase
  }
}

/// Whether text can be selected.
public protocol TextSelectability {}

/// Selectable text.
public struct EnabledTextSelectability: TextSelectability {}
/// Not selectable text.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Selectable.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Not selectable.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

nonisolated extension View {
  /// Cases the letters of the texts inside: sets `\.textCase` (strings keep their case in the
  /// tree; nothing is drawn).
  public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
  /// Spacing between characters of the texts inside (not simulated).
  public func tracking(_ tracking: CGFloat) -> some View { inert("tracking") }
  /// Space between lines (not simulated).
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { inert("lineSpacing") }
  /// Lets text tighten to fit: sets `\.allowsTightening` (nothing is laid out).
  public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
  /// Lets the texts inside be selected (not simulated).
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    inert("textSelection")
  }
  /// Raises or lowers the texts inside (not simulated).
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { inert("baselineOffset") }
  /// A fixed-width font for the texts inside (not simulated).
  public func monospaced(_ isActive: Bool = true) -> some View { inert("monospaced") }
}

extension Font {
  /// How wide a font's letters are.
  public struct Width: Hashable, Sendable {
    /// The width, as a value from -1 (narrowest) to 1.
    public var value: CGFloat
    /// A width of `value`.
    public init(_ value: CGFloat) { self.value = value }
    /// Narrow letters.
    public static let compressed = Width(-0.3)
    /// Somewhat narrow letters.
    public static let condensed = Width(-0.2)
    /// The usual width.
    public static let standard = Width(0)
    /// Wide letters.
    public static let expanded = Width(0.2)
  }

  /// This font at `width` (not drawn; `resolve(in:)` reports it).
  public func width(_ width: Width) -> Font { with(".width") { $0.width = width } }
}

extension Text {
  /// A font width (not drawn).
  nonisolated public func fontWidth(_ width: Font.Width?) -> Text { self }
}

nonisolated extension View {
  /// Sets the font width of the text inside (not drawn).
  public func fontWidth(_ width: Font.Width?) -> some View { inert("fontWidth") }
}

extension Text {
  /// How an underline or a strikethrough is drawn: its pattern and colour (kept, not drawn).
  public struct LineStyle: Hashable, Sendable {
    /// The pattern of a line.
    public struct Pattern: Hashable, Sendable {
      let name: String
      /// A solid line.
      public static let solid = Pattern(name: "solid")
      /// A line of dots.
      public static let dot = Pattern(name: "dot")
      /// A line of dashes.
      public static let dash = Pattern(name: "dash")
      /// Dashes and dots, alternating.
      public static let dashDot = Pattern(name: "dashDot")
      /// Dashes and pairs of dots, alternating.
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }

    /// The line's pattern.
    let pattern: Pattern
    /// The line's colour; `nil` is the text's foreground colour.
    let color: Color?

    /// A line of `pattern`, in `color` (or the text's colour).
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A single solid line.
    public static let single = LineStyle()
  }
}
