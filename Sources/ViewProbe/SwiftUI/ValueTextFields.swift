import Foundation

/// A text field bound to a value that is not a string — through a format style
/// (`TextField("Amount", value: $amount, format: .number)`) or a `Formatter` — takes what is typed
/// as SwiftUI documents: "for non-string types, it updates the value when the user commits their
/// edits, such as by pressing the Return key". While the user types, the field shows the typed
/// text and the value stays as it was; when editing ends — Return (`submit()`), focus moving to
/// another field or to none, typing into another field — the text is parsed: input that parses
/// becomes the value, input that does not leaves it (an optional value bound through a format
/// style becomes `nil`), and the field shows the value formatted again. A tap on a button does
/// not end editing on iOS (the keyboard stays up), so a Save button beside a field the user never
/// left saves the value from before the typing.
struct ValueFieldText {
  /// The value, formatted: what the field shows when nobody is typing.
  let shown: Binding<String>
  /// Parses typed text into the value (or leaves it).
  let commit: (String) -> Void

  /// Through a format style, with the environment's defaults (a field is made before any
  /// environment is known).
  static func format<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F)
    -> ValueFieldText where F.FormatOutput == String
  {
    let format = FormatEnvironment.standard.applied(to: format)
    let commit: (String) -> Void = { input in
      if let parsed = try? format.parseStrategy.parse(input) { value.wrappedValue = parsed }
    }
    return ValueFieldText(
      shown: Binding(get: { format.format(value.wrappedValue) }, set: commit), commit: commit)
  }

  /// Through a format style, to an optional value: empty while `nil`; input that does not parse
  /// makes it `nil`, as SwiftUI documents for this form.
  static func optionalFormat<F: ParseableFormatStyle>(
    _ value: Binding<F.FormatInput?>, _ format: F
  ) -> ValueFieldText where F.FormatOutput == String {
    let format = FormatEnvironment.standard.applied(to: format)
    let commit: (String) -> Void = { input in
      value.wrappedValue = try? format.parseStrategy.parse(input)
    }
    return ValueFieldText(
      shown: Binding(get: { value.wrappedValue.map(format.format) ?? "" }, set: commit),
      commit: commit)
  }

  /// Through a `Formatter`: it shows `string(for:)`; a `NumberFormatter` parses numbers and a
  /// `DateFormatter` or `ISO8601DateFormatter` dates (Linux's Foundation keeps other formatters'
  /// parsing to itself: their input leaves the value, Guide §8). A parsed number becomes the
  /// value when it converts exactly to its type (`12.5` is not an `Int`), as `NSNumber` does.
  static func formatter<V>(_ value: Binding<V>, _ formatter: Formatter) -> ValueFieldText {
    let commit: (String) -> Void = { input in
      if let parsed = parse(input, with: formatter, as: V.self) { value.wrappedValue = parsed }
    }
    return ValueFieldText(
      shown: Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: commit),
      commit: commit)
  }

  private static func parse<V>(_ input: String, with formatter: Formatter, as _: V.Type) -> V? {
    switch formatter {
    case let numbers as NumberFormatter:
      guard let number = numbers.number(from: input) else { return nil }
      if let exact = number as Any as? V { return exact }
      return (number.decimalValue as Any as? V) ?? (Optional(number.decimalValue) as Any as? V)
    case let dates as DateFormatter:
      return dates.date(from: input).flatMap { $0 as Any as? V }
    case let dates as ISO8601DateFormatter:
      return dates.date(from: input).flatMap { $0 as Any as? V }
    default:
      return nil
    }
  }
}

extension TextField {
  init(_ valueText: ValueFieldText, prompt: Text?, label: () -> Label) {
    self.init(text: valueText.shown, label: label)
    self.prompt = prompt
    commitInput = valueText.commit
  }

  /// A field with a custom label that edits `value` through `format`, committed when editing
  /// ends (see `ValueFieldText`).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(.format(value, format), prompt: prompt, label: label)
  }

  /// A field with a custom label that edits an optional `value` through `format`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(.optionalFormat(value, format), prompt: prompt, label: label)
  }

  /// A field with a custom label that edits `value` through `formatter`.
  public init<V>(
    value: Binding<V>, formatter: Formatter, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.init(.formatter(value, formatter), prompt: prompt, label: label)
  }
}

extension TextField where Label == Text {
  /// A field that edits `value` through `format`: it shows the formatted value; what is typed
  /// becomes the value when editing ends, if `format` parses it (see `ValueFieldText`).
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(.format(value, format), prompt: prompt) { Text(titleKey) }
  }

  /// A field titled `title` that edits `value` through `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(.format(value, format), prompt: prompt) { Text(title) }
  }

  /// A field that edits an optional `value` through `format`: empty while it is `nil`; typed
  /// input that does not parse makes it `nil` when editing ends.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(.optionalFormat(value, format), prompt: prompt) { Text(titleKey) }
  }

  /// A field titled `title` that edits an optional `value` through `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(.optionalFormat(value, format), prompt: prompt) { Text(title) }
  }

  /// A field that edits `value` through `formatter`, committed when editing ends.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(.formatter(value, formatter), prompt: nil) { Text(titleKey) }
  }

  /// A field titled `title` that edits `value` through `formatter`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(.formatter(value, formatter), prompt: nil) { Text(title) }
  }

  /// A field that edits `value` through `formatter` and shows `prompt` while empty.
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?
  ) {
    self.init(.formatter(value, formatter), prompt: prompt) { Text(titleKey) }
  }

  /// A field titled `title` that edits `value` through `formatter` and shows `prompt`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?
  ) {
    self.init(.formatter(value, formatter), prompt: prompt) { Text(title) }
  }

  /// A field that edits `value` through `formatter`, reporting editing and submission through
  /// closures (deprecated: use `onSubmit` and `@FocusState`); the value is committed before
  /// `onCommit` runs.
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(.formatter(value, formatter), prompt: nil) { Text(titleKey) }
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }

  /// A field titled `title` that edits `value` through `formatter`, reporting editing and
  /// submission through closures (deprecated).
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(.formatter(value, formatter), prompt: nil) { Text(title) }
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }
}

/// What the user typed into a field bound to a value, waiting for editing to end, and what the
/// field showed of the value then: when app code writes the value meanwhile (a Reset button), the
/// field shows the new value and the typed text is gone, as a text field's text follows its value.
struct UncommittedInput {
  let text: String
  let valueShown: String
}

extension ViewGraph {
  /// Typing into a field bound to a value: the text waits in `uncommittedInput` while `node` is
  /// edited (the field shows it; the value is untouched). The value it stands beside is read once
  /// editing began: ending the edit of the field typed into before may have just written it.
  func enterUncommitted(_ text: String, into node: ViewNode) {
    beginEditing(node)
    let shown = (node.castableView as? any DrivableControl)?.textBinding?.wrappedValue ?? ""
    uncommittedInput = UncommittedInput(text: text, valueShown: shown)
  }

  /// What the user typed into `node` and has not committed, if `node` is being edited and its
  /// value was not written since.
  func uncommittedInput(of node: ViewNode) -> String? {
    guard editingField === node else { return nil }
    return pendingText(shownBy: node)
  }

  /// The text waiting, unless the value `node` shows changed since it was typed.
  private func pendingText(shownBy node: ViewNode) -> String? {
    guard let input = uncommittedInput,
      (node.castableView as? any DrivableControl)?.textBinding?.wrappedValue == input.valueShown
    else { return nil }
    return input.text
  }

  /// The field being edited left the screen while the user typed into it: its text goes with it,
  /// uncommitted. (Whether SwiftUI commits a formatted field's text as it leaves is not
  /// documented; the value it is bound to may be gone with it — a deleted row's element — and a
  /// test that expects the text kept fails here rather than passing by accident, Guide §7.)
  func editedFieldLeft() {
    (editingField, uncommittedInput) = (nil, nil)
  }

  /// Commits what was typed into `node`, a field bound to a value, if anything waits: its value
  /// parses it (or keeps itself).
  func commitTypedInput(of node: ViewNode) {
    guard editingField === node else { return }
    let input = node.isAlive ? pendingText(shownBy: node) : nil
    uncommittedInput = nil
    guard let input, let field = node.castableView as? any SubmittableField else { return }
    field.commitInput?(input)
  }
}
