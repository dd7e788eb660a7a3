import Foundation

/// A control for choosing several dates (iOS 16): found with `find(datePicker:)` by its label
/// and set with `setValue(_:)` to a `Set<DateComponents>`.
nonisolated public struct MultiDatePicker<Label: View>: View {
  let selection: Binding<Set<DateComponents>>
  let label: Label

  /// A picker with a custom label.
  public init(
    selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
  }

  /// A picker limited to `bounds` (the bounds are not enforced), with a custom label.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, label: label)
  }

  /// A picker of dates from `bounds` on (not enforced), with a custom label.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, label: label)
  }

  /// A primitive view: the graph reads its label.
  @MainActor
  public var body: Never { primitiveBody("MultiDatePicker") }
}

extension MultiDatePicker where Label == Text {
  /// A picker titled by `titleKey`.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }

  /// A picker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(title) }
  }

  /// A picker titled by `titleKey`, limited to `bounds` (not enforced).
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {
    self.init(selection: selection) { Text(titleKey) }
  }
}

extension MultiDatePicker: LabelledPrimitive {}

extension MultiDatePicker: DrivableControl {
  static var controlKind: ControlKind { .datePicker }
  var currentValue: Any? { selection.wrappedValue }

  func setValue(_ newValue: Any) -> String? {
    guard let dates = newValue as? Set<DateComponents> else {
      return "a MultiDatePicker takes a Set<DateComponents>, not \(type(of: newValue))"
    }
    selection.wrappedValue = dates
    return nil
  }
}
