// iOS 26's label icon-to-title spacing: a modifier that sets it and the environment value an
// app's own label style reads to honour it.

struct LabelIconToTitleSpacingKey: EnvironmentKey {
  static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
  /// The space between a label's icon and its title that labels below should use; `nil` (the
  /// default) means the style's own.
  public var labelIconToTitleSpacing: CGFloat? {
    self[LabelIconToTitleSpacingKey.self]
  }

  /// The writable form, for the modifier.
  var labelIconToTitleSpacingSetting: CGFloat? {
    get { self[LabelIconToTitleSpacingKey.self] }
    set { self[LabelIconToTitleSpacingKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the space between the icon and the title of labels below (iOS 26): an app's label
  /// style reads it as `@Environment(\.labelIconToTitleSpacing)`.
  public func labelIconToTitleSpacing(_ value: CGFloat) -> some View {
    environment(\.labelIconToTitleSpacingSetting, value)
  }
}
