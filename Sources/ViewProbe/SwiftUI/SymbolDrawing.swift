// iOS 26's symbol drawing: the Draw On / Draw Off effects, and how a symbol shows its variable
// value (by colour or by drawing its layers) and fills its layers (flat or with a gradient).
// Nothing is drawn here: the modes are environment values a view can read, the effects are kept
// as every symbol effect is.

extension SymbolEffect where Self == _SymbolEffect {
  /// The symbol's layers drawn in, along their paths.
  public static var drawOn: _SymbolEffect { _SymbolEffect(name: "drawOn") }
  /// The symbol's layers drawn out, along their paths.
  public static var drawOff: _SymbolEffect { _SymbolEffect(name: "drawOff") }
}

extension _SymbolEffect {
  /// Each layer one after another, without overlap (a draw effect).
  public var individually: _SymbolEffect { self }
}

/// How a symbol shows its variable value (iOS 26).
public struct SymbolVariableValueMode: Sendable, Equatable {
  let name: String
  /// Each variable layer on or off, by its threshold.
  public static let color = SymbolVariableValueMode(name: "color")
  /// Each variable layer drawn to a length that follows the value.
  public static let draw = SymbolVariableValueMode(name: "draw")
}

/// How a symbol fills its layers (iOS 26).
public struct SymbolColorRenderingMode: Sendable, Equatable {
  let name: String
  /// With a flat colour.
  public static let flat = SymbolColorRenderingMode(name: "flat")
  /// With a gradient made from the colour.
  public static let gradient = SymbolColorRenderingMode(name: "gradient")
}

private struct SymbolVariableValueModeKey: EnvironmentKey {
  static let defaultValue: SymbolVariableValueMode? = nil
}

private struct SymbolColorRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolColorRenderingMode? = nil
}

extension EnvironmentValues {
  /// How symbols show their variable value; `nil` (each symbol's own) unless
  /// `.symbolVariableValueMode` sets it.
  public var symbolVariableValueMode: SymbolVariableValueMode? {
    get { self[SymbolVariableValueModeKey.self] }
    set { self[SymbolVariableValueModeKey.self] = newValue }
  }

  /// How symbols fill their layers; `nil` (flat) unless `.symbolColorRenderingMode` sets it.
  public var symbolColorRenderingMode: SymbolColorRenderingMode? {
    get { self[SymbolColorRenderingModeKey.self] }
    set { self[SymbolColorRenderingModeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets how symbols inside show their variable value: `\.symbolVariableValueMode`.
  public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
    environment(\.symbolVariableValueMode, mode)
  }

  /// Sets how symbols inside fill their layers: `\.symbolColorRenderingMode`.
  public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
    environment(\.symbolColorRenderingMode, mode)
  }
}
