/// How a text field grows (not simulated).
public enum Axis: Sendable, Hashable {
  /// Grows horizontally.
  case horizontal
  /// Grows vertically.
  case vertical
}

/// An editable text field bound to a `String`.
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let label: Label
  /// What submitting this field triggers: `.text`, or `.search` for a `searchable` field.
  var submitTrigger = SubmitTriggers.text
  /// The deprecated `onCommit` closure, run when the field is submitted.
  var onCommit: (() -> Void)?
  /// The deprecated `onEditingChanged` closure (see `FoundView.setInput(_:)` and `submit()`).
  var onEditingChanged: ((Bool) -> Void)?

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
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis = .horizontal) {
    self.init(text: text) { Text(titleKey) }
  }

  /// A field whose label (placeholder) is `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis = .horizontal) {
    self.init(text: text) { Text(title) }
  }

  /// A field titled by `titleKey` that shows `prompt` while empty (the label is in the tree).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal
  ) {
    self.init(text: text) { Text(titleKey) }
  }

  /// A field titled `title` that shows `prompt` while empty (the label is in the tree).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal
  ) {
    self.init(text: text) { Text(title) }
  }
}

extension TextField {
  /// A field with a custom label that shows `prompt` while empty.
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal,
    @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, label: label)
  }
}

extension TextField where Label == Text {
  /// A field that reports editing and submission through closures (deprecated: use
  /// `onSubmit` and `@FocusState`): `onEditingChanged(true)` when the harness first types into
  /// it, `onCommit` and then `onEditingChanged(false)` when it is submitted (or `false` when the
  /// harness types into another field).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text) { Text(titleKey) }
    self.onCommit = onCommit
    self.onEditingChanged = onEditingChanged
  }

  /// A field titled `title` that reports editing and submission through closures (deprecated).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text) { Text(title) }
    self.onCommit = onCommit
    self.onEditingChanged = onEditingChanged
  }
}

extension TextField: LabelledPrimitive {}

extension TextField: DrivableControl {
  static var controlKind: ControlKind { .textField }
  var textBinding: Binding<String>? { text }
}

extension TextField: SubmittableField {}
extension SecureField: SubmittableField {
  var submitTrigger: SubmitTriggers { .text }
}

/// A text field that hides what is typed, bound to a `String`.
public struct SecureField<Label: View>: View {
  let text: Binding<String>
  let label: Label
  /// The deprecated `onCommit` closure, run when the field is submitted.
  var onCommit: (() -> Void)?

  /// A secure field with a custom label.
  public init(text: Binding<String>, @ViewBuilder label: () -> Label) {
    self.text = text
    self.label = label()
  }

  /// A primitive view: the graph reads its label.
  public var body: Never { primitiveBody("SecureField") }
}

extension SecureField where Label == Text {
  /// A secure field whose label is the text of `titleKey`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text) { Text(titleKey) }
  }

  /// A secure field whose label is `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text) { Text(title) }
  }

  /// A secure field titled by `titleKey` that shows `prompt` while empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text) { Text(titleKey) }
  }

  /// A secure field titled `title` that shows `prompt` while empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text) { Text(title) }
  }
}

extension SecureField where Label == Text {
  /// A secure field that runs `onCommit` when submitted (deprecated: use `onSubmit`).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void)
  {
    self.init(text: text) { Text(titleKey) }
    self.onCommit = onCommit
  }

  /// A secure field titled `title` that runs `onCommit` when submitted (deprecated).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(text: text) { Text(title) }
    self.onCommit = onCommit
  }
}

extension SecureField: LabelledPrimitive {}

extension SecureField: DrivableControl {
  static var controlKind: ControlKind { .secureField }
  var textBinding: Binding<String>? { text }
}
