/// A control that runs an action when tapped.
public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  let label: Label

  /// A button with a custom label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  /// A primitive view: the graph reads its label.
  public var body: Never { primitiveBody("Button") }
}

extension Button where Label == Text {
  /// A button whose label is the text of `titleKey`.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button whose label is `title`.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

/// A switch bound to a `Bool`.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// A primitive view: the graph reads its label.
  public var body: Never { primitiveBody("Toggle") }
}

extension Toggle where Label == Text {
  /// A toggle whose label is the text of `titleKey`.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle whose label is `title`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// An editable text field bound to a `String`.
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let label: Label

  /// A field with a custom label.
  public init(text: Binding<String>, @ViewBuilder label: () -> Label) {
    self.text = text
    self.label = label()
  }

  /// A primitive view: the graph reads its label.
  public var body: Never { primitiveBody("TextField") }
}

extension TextField where Label == Text {
  /// A field whose label (placeholder) is the text of `titleKey`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text) { Text(titleKey) }
  }

  /// A field whose label (placeholder) is `title`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text) { Text(title) }
  }
}

/// Controls: the harness finds them by the text of their label.
protocol LabeledControl: PrimitiveView {
  associatedtype Label: View
  var label: Label { get }
}

extension LabeledControl {
  func makeChildren(into children: inout ChildList) {
    children.append(label, key: .label)
  }
}

extension Button: LabeledControl {}
extension Toggle: LabeledControl {}
extension TextField: LabeledControl {}
