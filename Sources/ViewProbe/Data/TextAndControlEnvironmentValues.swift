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

private struct BackgroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}
private struct LuminanceReducedKey: EnvironmentKey {
  static let defaultValue = false
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

  /// The style `.backgroundStyle(_:)` above set for backgrounds inside; `nil` unless set.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }

  /// Whether the screen is dimmed to save power (Always On); `false` unless set.
  public var isLuminanceReduced: Bool {
    get { self[LuminanceReducedKey.self] }
    set { self[LuminanceReducedKey.self] = newValue }
  }

  /// Ends the search of the nearest `searchable` above.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}

/// Opens a window of the app's `WindowGroup(id:)` or for a value. A harness hosts one window and
/// opens no other: the default action does nothing; a test that checks what would open installs
/// its own with `.environment(\.openWindow, OpenWindowAction { id, value in … })`.
public struct OpenWindowAction: Sendable {
  let action: _WindowActionHandler

  /// An action that runs `action` with the window's id and value.
  public init(_ action: @escaping _WindowActionHandler) { self.action = action }

  /// Opens the window whose scene has `id`.
  @MainActor public func callAsFunction(id: String) { action(id, nil) }

  /// Opens a window presenting `value`.
  @MainActor public func callAsFunction<D: Hashable & Codable & Sendable>(value: D) {
    action(nil, value)
  }

  /// Opens the window whose scene has `id`, presenting `value`.
  @MainActor public func callAsFunction<D: Hashable & Codable & Sendable>(id: String, value: D) {
    action(id, value)
  }
}

/// What a test's `OpenWindowAction` or `DismissWindowAction` is told: the window's scene id and
/// the value it presents (either may be `nil`).
public typealias _WindowActionHandler =
  @MainActor @Sendable (_ id: String?, _ value: (any Hashable & Sendable)?) -> Void

/// Closes a window of the app: the one it is called from, or the one with a scene `id` or
/// presenting a value. A harness hosts one window, which stays: the default action does nothing; a
/// test that checks what would close installs its own with
/// `.environment(\.dismissWindow, DismissWindowAction { id, value in … })`.
public struct DismissWindowAction: Sendable {
  let action: _WindowActionHandler

  /// An action that runs `action` with the window's id and value (both `nil` for the window it is
  /// called from).
  public init(_ action: @escaping _WindowActionHandler) { self.action = action }

  /// Closes the window this is called from.
  @MainActor public func callAsFunction() { action(nil, nil) }

  /// Closes the window whose scene has `id`.
  @MainActor public func callAsFunction(id: String) { action(id, nil) }

  /// Closes the window presenting `value`.
  @MainActor public func callAsFunction<D: Hashable & Codable & Sendable>(value: D) {
    action(nil, value)
  }

  /// Closes the window whose scene has `id` and presents `value`.
  @MainActor public func callAsFunction<D: Hashable & Codable & Sendable>(id: String, value: D) {
    action(id, value)
  }
}

private struct DismissWindowKey: EnvironmentKey {
  static let defaultValue = DismissWindowAction { _, _ in }
}

private struct OpenWindowKey: EnvironmentKey {
  static let defaultValue = OpenWindowAction { _, _ in }
}

extension EnvironmentValues {
  /// Opens windows; does nothing unless a test installs its own action.
  public var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }

  /// Closes windows; does nothing unless a test installs its own action.
  public var dismissWindow: DismissWindowAction {
    get { self[DismissWindowKey.self] }
    set { self[DismissWindowKey.self] = newValue }
  }

  /// Whether the app can open several windows: `false`, as on an iPhone (set it to test the
  /// iPad or Mac branch).
  public var supportsMultipleWindows: Bool {
    get { self[SupportsMultipleWindowsKey.self] }
    set { self[SupportsMultipleWindowsKey.self] = newValue }
  }
}

private struct SupportsMultipleWindowsKey: EnvironmentKey {
  static let defaultValue = false
}
