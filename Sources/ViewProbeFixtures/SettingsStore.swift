import ViewProbe

/// The settings feature's model: what the screen edits.
@Observable
public final class SettingsStore {
  /// The name shown on the profile.
  public var displayName: String = ""
  /// Whether push notifications are on.
  public var notificationsEnabled: Bool = true

  /// A store with default settings.
  public init() {}
}

/// The app's colour theme, carried by the environment.
public enum Theme: Sendable {
  /// Light appearance (the default).
  case light
  /// Dark appearance.
  case dark
}

/// The environment key for ``Theme``.
public struct ThemeKey: EnvironmentKey {
  /// Light, unless an ancestor sets another theme.
  public static let defaultValue: Theme = .light
}

extension EnvironmentValues {
  /// The theme set by the nearest `.environment(\.theme, …)`.
  public var theme: Theme {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}
