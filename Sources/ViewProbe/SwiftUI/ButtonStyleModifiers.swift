/// `buttonStyle(_:)`: SwiftUI's styles are not drawn, an app's are (`StyleBodies.swift`); whether
/// a button keeps the automatic style decides how it takes touches in a list row (see
/// `ListRowButtons.swift`).

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

/// What a button's style draws it from, whichever kind of style it is.
struct ButtonDrawing {
  let label: any View
  let role: ButtonRole?
  let action: @MainActor () -> Void
}

nonisolated extension View {
  /// Sets the style of buttons below. SwiftUI's styles are not drawn; an app's style's body is in
  /// the tree and decides what runs the action. In a list row, a style other than `.automatic`
  /// gives each button its own touches.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyleIsAutomatic, S.self == DefaultButtonStyle.self)
      .pushingStyle(style, for: ButtonDrawing.self) { style, drawing in
        style.makeBody(
          configuration: PrimitiveButtonStyleConfiguration(
            role: drawing.role, label: _StyleConfigurationPart(drawing.label),
            action: drawing.action))
      }
  }

  /// Sets a custom style for buttons below: its body draws each of them (`isPressed` is `false`).
  /// In a list row, each button of a custom style takes its own touches.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyleIsAutomatic, false)
      .pushingStyle(style, for: ButtonDrawing.self) { style, drawing in
        style.makeBody(
          configuration: ButtonStyleConfiguration(
            role: drawing.role, label: _StyleConfigurationPart(drawing.label), isPressed: false))
      }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a `PrimitiveButtonStyle`'s body makes of its configuration: its label, running its
  /// action, drawn by the style set farther up. It is the styled button itself: queries find the
  /// button it draws, not this one.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(action: configuration.action) { configuration.label }
    drawsStyledButton = true
  }
}

extension Button {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.appendStyled(
      ButtonDrawing(label: label, role: role, action: action), key: .label
    ) { $0.append(label, key: .label) }
  }
}

extension ViewNode {
  /// What a tap on this button (or link) runs when an app's `PrimitiveButtonStyle` draws it:
  /// what the style's body does with a tap, or `nil` (a style that triggers on a long press
  /// takes no taps). `.none` when no such style draws it.
  var primitiveStyleTap: (@MainActor () -> Void)?? {
    guard let drawn = drawingPrimitiveStyle else { return .none }
    return .some(drawn.body.firstTapHandlerInside()?.action)
  }

  /// Why a tap does nothing to this button when an app's `PrimitiveButtonStyle` draws it and gives
  /// taps nothing to run (a style that triggers on a long press), or `nil`.
  var primitiveStyleRefusal: String? {
    guard let style = drawingPrimitiveStyle?.style else { return nil }
    return "found it drawn by \(_typeName(style, qualified: false)), a PrimitiveButtonStyle whose "
      + "body takes no tap (no onTapGesture, TapGesture or Button(configuration) in it runs "
      + "trigger()); drive the gesture it has on the label instead"
  }
}

extension ViewNode {
  /// When this is the body of an app's style, the part in it that shows its control's own label
  /// (`configuration.label`): the first, not looking into the bodies of other styles inside.
  var ownLabelInStyleBody: ViewNode? {
    guard castableView is any StyleBodyCarrying else { return nil }
    var stack = children.reversed() as [ViewNode]
    while let node = stack.popLast() {
      if node.castableView is _StyleConfigurationPart { return node }
      if node.castableView is any StyleBodyCarrying { continue }
      stack.append(contentsOf: node.children.reversed())
    }
    return nil
  }

  /// The body of the app's `PrimitiveButtonStyle` that draws this button, with the style's type.
  private var drawingPrimitiveStyle: (body: ViewNode, style: Any.Type)? {
    guard let body = children.first(where: { $0.castableView is any StyleBodyCarrying }),
      let style = (body.castableView as? any StyleBodyCarrying)?.styleType,
      style is any PrimitiveButtonStyle.Type
    else { return nil }
    return (body, style)
  }
}

/// A `StyleBody`, as its style's type.
protocol StyleBodyCarrying {
  var styleType: Any.Type { get }
  /// The style's name, which paths show for its body.
  static var styleName: String { get }
}

extension StyleBody: StyleBodyCarrying {
  var styleType: Any.Type { Style.self }
  static var styleName: String { _typeName(Style.self, qualified: false) }
}
