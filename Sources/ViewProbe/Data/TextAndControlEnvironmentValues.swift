// Environment values that text and control modifiers set (`.font`, `.lineLimit`,
// `.multilineTextAlignment`, `.textCase`, `.controlSize`, `.imageScale`) and accessibility and
// search values the system provides. Views read them with `@Environment` as in SwiftUI.

/// The contrast the user asked for.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  /// The standard contrast.
  case standard
  /// More contrast.
  case increased
}

/// The font weight the user asked for (Bold Text).
public enum LegibilityWeight: Hashable, Sendable {
  /// The regular weight.
  case regular
  /// Bold text.
  case bold
}

/// Ends the current search of the nearest `searchable` (clears its text and, in SwiftUI, its
/// focus). Without a `searchable` above, it does nothing.
public struct DismissSearchAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  /// Ends the search.
  @MainActor public func callAsFunction() { action() }
}

private struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}
private struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}
private struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}
private struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}
private struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}
private struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}
private struct AccessibilityEnabledKey: EnvironmentKey {
  static let defaultValue = false
}
private struct ColorSchemeContrastKey: EnvironmentKey {
  static let defaultValue = ColorSchemeContrast.standard
}
private struct LegibilityWeightKey: EnvironmentKey {
  static let defaultValue: LegibilityWeight? = LegibilityWeight.regular
}
struct DismissSearchKey: EnvironmentKey {
  static let defaultValue = DismissSearchAction {}
}

extension EnvironmentValues {
  /// The default font of the texts inside; `nil` (the system's body font) unless `.font` sets it.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The most lines a text shows; `nil` (no limit) unless `.lineLimit` sets it.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// How lines of text align; `.leading` unless `.multilineTextAlignment` sets it.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// The case texts are shown in; `nil` unless `.textCase` sets it.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// The size of controls; `.regular` unless `.controlSize` sets it.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// The scale of symbol images; `.medium` unless `.imageScale` sets it.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// Whether an assistive technology is on; `false` unless set.
  public var accessibilityEnabled: Bool {
    get { self[AccessibilityEnabledKey.self] }
    set { self[AccessibilityEnabledKey.self] = newValue }
  }

  /// The contrast the user asked for; `.standard` unless set.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }

  /// The font weight the user asked for; `.regular` unless set.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  /// Ends the search of the nearest `searchable` above.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}
