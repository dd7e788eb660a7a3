// `keyboardType(_:)` sets the keyboard the text fields below it bring up. The iPhone's number,
// decimal and phone pads have no Return key: a field typed on one is never submitted from the
// keyboard, and its `onSubmit` never runs there — the reason apps put a Done button in a keyboard
// toolbar. `submit()` on such a field is refused, saying so, so a test cannot pass by pressing a key
// the user does not have (the harness's device is an iPhone).

private struct KeyboardTypeKey: EnvironmentKey {
  static let defaultValue = UIKeyboardType.default
}

extension EnvironmentValues {
  /// The keyboard text fields here bring up (`keyboardType(_:)`); SwiftUI keeps it internal.
  var fieldKeyboardType: UIKeyboardType {
    get { self[KeyboardTypeKey.self] }
    set { self[KeyboardTypeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the keyboard the text fields in this view bring up. On iPhone the number, decimal and
  /// phone pads have no Return key: `submit()` on a field typed on one is refused.
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    environment(\.fieldKeyboardType, type)
  }
}

extension UIKeyboardType {
  /// Whether the iPhone's keyboard of this type has no Return key.
  var lacksReturnKey: Bool {
    switch self {
    case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: return true
    default: return false
    }
  }

  /// How code names it: `.decimalPad`.
  var codeName: String {
    switch self {
    case .numberPad: return ".numberPad"
    case .phonePad: return ".phonePad"
    case .decimalPad: return ".decimalPad"
    case .asciiCapableNumberPad: return ".asciiCapableNumberPad"
    default: return ".\(self)"
    }
  }
}
