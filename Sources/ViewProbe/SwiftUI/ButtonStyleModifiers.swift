/// `buttonStyle(_:)`: styles are not drawn, but whether a button keeps the automatic style
/// decides how it takes touches in a list row (see `ListRowButtons.swift`).

struct ButtonStyleIsAutomaticKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether the buttons here have the automatic style (no `buttonStyle(_:)` above, or
  /// `.automatic`).
  var buttonStyleIsAutomatic: Bool {
    get { self[ButtonStyleIsAutomaticKey.self] }
    set { self[ButtonStyleIsAutomaticKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of buttons below (not drawn). In a list row, a style other than `.automatic`
  /// gives each button its own touches.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyleIsAutomatic, S.self == DefaultButtonStyle.self)
  }

  /// Sets a custom style for buttons below (its `makeBody` is not called). In a list row, each
  /// button of a custom style takes its own touches.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyleIsAutomatic, false)
  }
}
