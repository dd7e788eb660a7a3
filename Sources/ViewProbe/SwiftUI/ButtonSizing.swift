// iOS 26's button sizing: a modifier that sets how buttons below size along their primary axis,
// and the environment value an app's own button style reads to honour it. Nothing is laid out:
// a style that reads it is what a test can check.

/// How a button sizes along its primary axis (iOS 26).
public struct ButtonSizing: Hashable, Sendable {
  private let name: String

  /// What suits the button's placement and platform.
  public static var automatic: ButtonSizing { ButtonSizing(name: "automatic") }
  /// Its content's size, compressed if needed.
  public static var fitted: ButtonSizing { ButtonSizing(name: "fitted") }
  /// The space available, expanding or compressing.
  public static var flexible: ButtonSizing { ButtonSizing(name: "flexible") }
}

struct ButtonSizingKey: EnvironmentKey {
  static let defaultValue = ButtonSizing.automatic
}

extension EnvironmentValues {
  /// How buttons below prefer to size (`.automatic` unless a `buttonSizing(_:)` above says).
  public var buttonSizing: ButtonSizing { self[ButtonSizingKey.self] }

  /// The writable form, for the modifier.
  var buttonSizingSetting: ButtonSizing {
    get { self[ButtonSizingKey.self] }
    set { self[ButtonSizingKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets how buttons below size along their primary axis (iOS 26): an app's button style reads
  /// it as `@Environment(\.buttonSizing)`.
  public func buttonSizing(_ sizing: ButtonSizing) -> some View {
    environment(\.buttonSizingSetting, sizing)
  }
}
