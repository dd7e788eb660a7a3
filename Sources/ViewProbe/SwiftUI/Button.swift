/// A control that runs an action when tapped.
nonisolated public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  let label: Label
  /// What the button does, as the system presents it (an alert adds a Cancel next to a
  /// destructive action).
  var role: ButtonRole?
  /// Whether this is a `PrimitiveButtonStyle`'s `Button(configuration)`: the styled button itself.
  var drawsStyledButton = false

  /// A button with a custom label.
  @preconcurrency public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
  }

  /// A primitive view: the graph reads its label.
  @MainActor
  public var body: Never { primitiveBody("Button") }
}

extension Button where Label == Text {
  /// A button whose label is the text of `titleKey`.
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button whose label is `title`.
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Text(title) }
  }
}

extension Button: LabelledPrimitive {}

extension Button: DrivableControl {
  static var controlKind: ControlKind { .button }
  var tapAction: (@MainActor () -> Void)? { action }
  var drawsStyledControl: Bool { drawsStyledButton }

  /// Drawn by an app's `PrimitiveButtonStyle`, what its body does with a tap.
  @MainActor func tapAction(at node: ViewNode) -> (@MainActor () -> Void)? {
    if let styled = node.primitiveStyleTap { return styled }
    return tapAction(in: node.environment)
  }

  /// In an alert or dialog, a tap also dismisses it (H03).
  func tapAction(in environment: EnvironmentValues) -> (@MainActor () -> Void)? {
    guard let dismiss = environment.dismissesPresentation else { return action }
    let action = self.action
    return {
      action()
      dismiss()
    }
  }
}

/// A switch bound to a `Bool`.
nonisolated public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  /// Whether this is a `ToggleStyle`'s `Toggle(configuration)`: the styled toggle itself.
  var drawsStyledToggle = false

  /// A toggle with a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// A primitive view: the graph reads its label.
  @MainActor
  public var body: Never { primitiveBody("Toggle") }
}

extension Toggle where Label == Text {
  /// A toggle whose label is the text of `titleKey`.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle whose label is `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == ViewProbe.Label<Text, Image> {
  /// A toggle whose label is the text of `titleKey` with the symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { ViewProbe.Label(titleKey, systemImage: systemImage) }
  }

  /// A toggle whose label is `title` with the symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { ViewProbe.Label(title, systemImage: systemImage) }
  }
}

extension Toggle: LabelledPrimitive {}

extension Toggle: DrivableControl {
  static var controlKind: ControlKind { .toggle }
  var boolBinding: Binding<Bool>? { isOn }
  var drawsStyledControl: Bool { drawsStyledToggle }
}
