/// A control for a value in a continuous range.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  let value: ErasedNumber
  let label: Label
  /// Told `true` when a drag starts and `false` when it ends (`setValue(_:)` is one drag).
  var editingChanged: (Bool) -> Void = { _ in }

  /// A primitive view: the graph reads its label.
  @MainActor
  public var body: Never { primitiveBody("Slider") }
}

/// A numeric binding seen as `Double`, with its bounds and step.
struct ErasedNumber {
  let get: () -> Double
  let set: (Double) -> Void
  let bounds: ClosedRange<Double>
  let step: Double?
  /// The part of `bounds` the thumb may move in (iOS 26's `enabledBounds`), if narrower.
  let enabledBounds: ClosedRange<Double>?

  init<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, in bounds: ClosedRange<V>, step: Double?,
    enabledBounds: ClosedRange<V>? = nil
  ) {
    get = { Double(binding.wrappedValue) }
    set = { binding.wrappedValue = V($0) }
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step
    self.enabledBounds = enabledBounds.map { Double($0.lowerBound)...Double($0.upperBound) }
  }

  /// `value` clamped to the bounds and snapped to the step, as dragging would produce; with
  /// enabled bounds, kept within them too (a step outside them is not reachable).
  func settle(_ value: Double) -> Double {
    var result = min(max(value, bounds.lowerBound), bounds.upperBound)
    if let step, step > 0 {
      result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
      result = min(result, bounds.upperBound)
    }
    if let enabled = enabledBounds {
      let low = max(enabled.lowerBound, bounds.lowerBound)
      let high = min(enabled.upperBound, bounds.upperBound)
      if low <= high { result = min(max(result, low), high) }
    }
    return result
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = ErasedNumber(value, in: bounds, step: nil)
    self.label = EmptyView()
    self.editingChanged = onEditingChanged
  }

  /// A slider over `bounds` that snaps to `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = ErasedNumber(value, in: bounds, step: Double(step))
    self.label = EmptyView()
    self.editingChanged = onEditingChanged
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label, over `bounds`, snapping to `step` when given.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = ErasedNumber(value, in: bounds, step: step.map { Double($0) })
    self.label = label()
    self.editingChanged = onEditingChanged
  }
}

extension Slider {
  /// A slider with a label and labels for its ends (the end labels are not shown in the tree).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = ErasedNumber(value, in: bounds, step: step.map { Double($0) })
    self.label = label()
    self.editingChanged = onEditingChanged
  }
}

extension Slider {
  /// A slider over `value`, labelled `label`: what the iOS 26 initializers make.
  init(_ value: ErasedNumber, _ label: Label, _ onEditingChanged: @escaping (Bool) -> Void) {
    self.value = value
    self.label = label
    self.editingChanged = onEditingChanged
  }

  /// A slider (iOS 26) with a label, a label for its current value, labels for its ends and
  /// ticks, whose thumb stays within `enabledBounds` when given (the value labels and ticks are
  /// not shown in the tree; `neutralValue`, where the track's fill starts, draws nothing here).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      ErasedNumber(value, in: bounds, step: nil, enabledBounds: enabledBounds), label(),
      onEditingChanged)
  }

  /// A slider (iOS 26) that snaps to `step`, with a tick where `tick` gives one for a step's
  /// value, and labels for its current value and ends (not shown in the tree).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel, tick: (V) -> SliderTick<V>?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      ErasedNumber(value, in: bounds, step: Double(step), enabledBounds: enabledBounds), label(),
      onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider (iOS 26) with a label, a label for its current value and ticks (see
  /// `init(value:in:neutralValue:enabledBounds:label:currentValueLabel:minimumValueLabel:…)`).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      ErasedNumber(value, in: bounds, step: nil, enabledBounds: enabledBounds), label(),
      onEditingChanged)
  }

  /// A slider (iOS 26) that snaps to `step`, with a tick where `tick` gives one, and a label
  /// for its current value.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    tick: (V) -> SliderTick<V>?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      ErasedNumber(value, in: bounds, step: Double(step), enabledBounds: enabledBounds), label(),
      onEditingChanged)
  }
}

extension Slider: LabelledPrimitive {}

extension Slider: DrivableControl {
  static var controlKind: ControlKind { .slider }
  var currentValue: Any? { value.get() }

  func setValue(_ newValue: Any) -> String? {
    guard
      let number = (newValue as? any BinaryFloatingPoint).map({ Double($0) })
        ?? (newValue as? Int).map(Double.init)
    else { return "a Slider takes a number, not \(type(of: newValue))" }
    // One drag: it starts, moves the value, and ends.
    editingChanged(true)
    value.set(value.settle(number))
    editingChanged(false)
    return nil
  }
}

/// A control that increments and decrements a value.
nonisolated public struct Stepper<Label: View>: View {
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  let read: (() -> Any)?
  /// Why + or − is disabled now (the value at a bound, an action that is `nil`), if it is.
  let disabledStep: (_ up: Bool) -> String?
  let label: Label

  /// A stepper that calls the given actions; `onEditingChanged` is told `true` before a press
  /// and `false` after it.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.onIncrement = Self.press(onIncrement, onEditingChanged)
    self.onDecrement = Self.press(onDecrement, onEditingChanged)
    self.read = nil
    let (incrementsNothing, decrementsNothing) = (onIncrement == nil, onDecrement == nil)
    disabledStep = { up in
      guard up ? incrementsNothing : decrementsNothing else { return nil }
      return "found its \(up ? "+" : "−") disabled: it was made with "
        + "\(up ? "onIncrement" : "onDecrement"): nil, and iOS draws that button dimmed."
    }
    self.label = label()
  }

  /// A stepper over `value`, within `bounds`, by `step`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    onIncrement = Self.press(
      { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
      onEditingChanged)
    onDecrement = Self.press(
      { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) },
      onEditingChanged)
    read = { value.wrappedValue }
    // UIStepper dims + at its maximum and − at its minimum: a tap there does nothing.
    disabledStep = { up in
      let current = value.wrappedValue
      guard up ? current >= bounds.upperBound : current <= bounds.lowerBound else { return nil }
      return "found its value \(current) at the \(up ? "upper" : "lower") bound of "
        + "\(bounds.lowerBound)...\(bounds.upperBound): iOS draws its \(up ? "+" : "−") dimmed, "
        + "and a tap on it does nothing."
    }
    self.label = label()
  }

  /// A stepper over `value`, unbounded, by `step`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    onIncrement = Self.press(
      { value.wrappedValue = value.wrappedValue.advanced(by: step) }, onEditingChanged)
    onDecrement = Self.press(
      { value.wrappedValue = value.wrappedValue.advanced(by: -step) }, onEditingChanged)
    read = { value.wrappedValue }
    disabledStep = { _ in nil }
    self.label = label()
  }

  /// A stepper that calls the given actions, its label last (the older order).
  @_disfavoredOverload
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper over `value` within `bounds`, its label last (the older order).
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// A stepper over `value`, unbounded, its label last (the older order).
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// A stepper over `value` within `bounds`, by `step`, that shows its value in `format` where
  /// the platform shows it (macOS; not simulated: the label is what is shown).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// A stepper over `value`, unbounded, by `step`, that shows its value in `format` where the
  /// platform shows it (not simulated).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// `action` as one press: editing starts, the action runs, editing ends.
  private static func press(_ action: (() -> Void)?, _ editing: @escaping (Bool) -> Void)
    -> (() -> Void)?
  {
    action.map { action in
      {
        editing(true)
        action()
        editing(false)
      }
    }
  }

  /// A primitive view: the graph reads its label.
  @MainActor
  public var body: Never { primitiveBody("Stepper") }
}

extension Stepper where Label == Text {
  /// A stepper titled by `titleKey`, over `value` within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(titleKey) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by `titleKey`, over `value`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by `title`, over `value` within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(title) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by `title`, over `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by `title` that calls the given actions.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by `titleKey`, over `value` within `bounds`, its value shown in `format`
  /// where the platform shows it (not simulated).
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, in: bounds, step: step, label: { Text(titleKey) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by `titleKey`, over `value`, its value shown in `format` where the
  /// platform shows it (not simulated).
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by `title`, over `value` within `bounds`, its value shown in `format`
  /// where the platform shows it (not simulated).
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, in: bounds, step: step, label: { Text(title) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by `title`, over `value`, its value shown in `format` where the platform
  /// shows it (not simulated).
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by `titleKey` that calls the given actions.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}

extension Stepper: LabelledPrimitive {}

extension Stepper: DrivableControl {
  static var controlKind: ControlKind { .stepper }
  var currentValue: Any? { read?() }
  var stepActions: (increment: (() -> Void)?, decrement: (() -> Void)?)? {
    (onIncrement, onDecrement)
  }
  func stepRefusal(up: Bool) -> String? { disabledStep(up) }
}

/// Which parts of a date a date picker edits.
public struct DatePickerComponents: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates components from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// Day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for a `Date`.
nonisolated public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let label: Label
  /// What it shows and edits: the day, the time, or both.
  let components: DatePickerComponents

  /// A date picker with a custom label.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.range = nil
    self.label = label()
    components = displayedComponents
  }

  /// A date picker limited to `range`, with a custom label.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.range = range
    self.label = label()
    components = displayedComponents
  }

  /// The texts its buttons show beside its label in the compact style: the day in the medium
  /// date style ("Nov 26, 2026", "26.11.2026") and the time in the short style ("9:41 AM"), as
  /// `components` say, for `environment`'s locale, calendar and time zone.
  func shownDateTexts(in environment: EnvironmentValues) -> [String] {
    guard environment.datePickerShowsDateText else { return [] }
    let formatter = DateFormatter()
    formatter.locale = environment.locale
    formatter.calendar = environment.calendar
    formatter.timeZone = environment.timeZone
    let date = selection.wrappedValue
    var texts: [String] = []
    if components.contains(.date) {
      (formatter.dateStyle, formatter.timeStyle) = (.medium, .none)
      texts.append(formatter.string(from: date))
    }
    if components.contains(.hourAndMinute) {
      (formatter.dateStyle, formatter.timeStyle) = (.none, .short)
      texts.append(formatter.string(from: date))
    }
    return texts
  }

  /// A primitive view: the graph reads its label.
  @MainActor
  public var body: Never { primitiveBody("DatePicker") }
}

extension DatePicker where Label == Text {
  /// A date picker titled by `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled by `titleKey`, limited to `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }
}

extension DatePicker {
  /// A date picker from `range`'s start on, with a custom label.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, in: range.lowerBound...Date.distantFuture,
      displayedComponents: displayedComponents, label: label)
  }

  /// A date picker up to `range`'s end, with a custom label.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, in: Date.distantPast...range.upperBound,
      displayedComponents: displayedComponents, label: label)
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled by `titleKey`, from `range`'s start on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker titled by `titleKey`, up to `range`'s end.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker titled `title`, limited to `range`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }
}

extension DatePicker: LabelledPrimitive {}

extension DatePicker: DrivableControl {
  static var controlKind: ControlKind { .datePicker }
  var currentValue: Any? { selection.wrappedValue }

  func setValue(_ newValue: Any) -> String? {
    guard let date = newValue as? Date else {
      return "a DatePicker takes a Date, not \(type(of: newValue))"
    }
    selection.wrappedValue = range.map { min(max(date, $0.lowerBound), $0.upperBound) } ?? date
    return nil
  }
}

/// A control that shows a date as text beside its label (`visibleTexts`).
@MainActor
protocol ShowsDateText {
  /// The texts it shows, in order.
  func shownDateTexts(in environment: EnvironmentValues) -> [String]
}

extension DatePicker: ShowsDateText {}
