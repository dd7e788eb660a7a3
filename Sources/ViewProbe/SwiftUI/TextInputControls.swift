/// The direction a text field grows in: a `.vertical` one wraps its text onto more lines, and on
/// iOS's keyboard its Return key inserts a new line instead of submitting.
public enum Axis: Sendable, Hashable {
  /// Grows horizontally.
  case horizontal
  /// Grows vertically.
  case vertical
}

/// An editable text field bound to a `String`.
nonisolated public struct TextField<Label: View>: View {
  var editable: EditableText
  var text: Binding<String> { editable.text }
  let label: Label
  /// What the field shows while empty, in place of its label.
  var prompt: Text?
  /// What submitting this field triggers: `.text`, or `.search` for a `searchable` field.
  var submitTrigger = SubmitTriggers.text
  /// The deprecated `onCommit` closure, run when the field is submitted.
  var onCommit: (() -> Void)?
  /// The deprecated `onEditingChanged` closure (see `FoundView.setInput(_:)` and `submit()`).
  var onEditingChanged: ((Bool) -> Void)?
  /// For a field bound to a value (not a string): parses what was typed into the value when
  /// editing ends (`ValueFieldText`).
  var commitInput: ((String) -> Void)?
  /// Whether it was made with `axis: .vertical`: it grows onto new lines, and Return on the
  /// iPhone's keyboard types a new line into it.
  var growsVertically = false

  /// A field with a custom label.
  public init(text: Binding<String>, @ViewBuilder label: () -> Label) {
    editable = .plain(text, selection: nil)
    self.label = label()
  }

  /// A field with a custom label that writes its caret and selection to `selection` (iOS 18).
  public init(
    text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
    axis: Axis? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, label: label)
    editable = .plain(text, selection: selection)
    self.prompt = prompt
    growsVertically = axis == .vertical
  }

  /// A primitive view: the graph reads its label.
  @MainActor
  public var body: Never { primitiveBody("TextField") }
}

extension TextField where Label == Text {
  /// A field titled by `titleKey` that writes its caret and selection to `selection` (iOS 18).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
    prompt: Text? = nil, axis: Axis? = nil
  ) {
    self.init(text: text, selection: selection, prompt: prompt, axis: axis) { Text(titleKey) }
  }

  /// A field titled `title` that writes its caret and selection to `selection` (iOS 18).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
    axis: Axis? = nil
  ) {
    self.init(text: text, selection: selection, prompt: prompt, axis: axis) { Text(title) }
  }
}

extension TextField where Label == Text {
  /// A field whose label (placeholder) is the text of `titleKey`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis = .horizontal) {
    self.init(text: text) { Text(titleKey) }
    growsVertically = axis == .vertical
  }

  /// A field whose label (placeholder) is `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis = .horizontal) {
    self.init(text: text) { Text(title) }
    growsVertically = axis == .vertical
  }

  /// A field titled by `titleKey` that shows `prompt` while empty (the label is in the tree).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal
  ) {
    self.init(text: text) { Text(titleKey) }
    self.prompt = prompt
    growsVertically = axis == .vertical
  }

  /// A field titled `title` that shows `prompt` while empty (the label is in the tree).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal
  ) {
    self.init(text: text) { Text(title) }
    self.prompt = prompt
    growsVertically = axis == .vertical
  }
}

extension TextField {
  /// A field with a custom label that shows `prompt` while empty.
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal,
    @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, label: label)
    self.prompt = prompt
    growsVertically = axis == .vertical
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

extension TextField: LabelledPrimitive {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.append(label, key: .label)
    editable.keepSelectionInside(children)
  }
}

extension TextField: DrivableControl {
  static var controlKind: ControlKind { .textField }
  var textBinding: Binding<String>? { text }
}

extension TextField: SubmittableField {
  var returnKeyTypesNewline: Bool { growsVertically }
}
extension SecureField: SubmittableField {
  var submitTrigger: SubmitTriggers { .text }
}

/// A text field that hides what is typed, bound to a `String`.
nonisolated public struct SecureField<Label: View>: View {
  let text: Binding<String>
  let label: Label
  /// What the field shows while empty, in place of its label.
  var prompt: Text?
  /// The deprecated `onCommit` closure, run when the field is submitted.
  var onCommit: (() -> Void)?

  /// A secure field with a custom label.
  public init(text: Binding<String>, @ViewBuilder label: () -> Label) {
    self.text = text
    self.label = label()
  }

  /// A secure field with a custom label that shows `prompt` while empty.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, label: label)
    self.prompt = prompt
  }

  /// A primitive view: the graph reads its label.
  @MainActor
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
    self.prompt = prompt
  }

  /// A secure field titled `title` that shows `prompt` while empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text) { Text(title) }
    self.prompt = prompt
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

/// What a text input shows on screen: on iOS a field's title is its placeholder, shown only while
/// the field is empty (or its `prompt`, when it has one), and the text typed replaces it; a secure
/// field's text is dots, no words; an editor shows its text.
enum EnteredTextDisplay {
  /// The field is empty and has no prompt: its label, the placeholder, shows.
  case label
  /// This string shows (the text, or the prompt).
  case text(String)
  /// No readable text shows.
  case nothing
}

/// A text input whose displayed text `visibleTexts` reports in place of its label.
@MainActor
protocol ShowsEnteredText {
  /// What the input shows now in `environment`.
  func display(in environment: EnvironmentValues) -> EnteredTextDisplay
}

extension TextField: ShowsEnteredText {
  func display(in environment: EnvironmentValues) -> EnteredTextDisplay {
    let entered = text.wrappedValue
    if !entered.isEmpty { return .text(entered) }
    return prompt.map { .text($0.string(in: environment)) } ?? .label
  }
}

extension SecureField: ShowsEnteredText {
  func display(in environment: EnvironmentValues) -> EnteredTextDisplay {
    if !text.wrappedValue.isEmpty { return .nothing }
    return prompt.map { .text($0.string(in: environment)) } ?? .label
  }
}
