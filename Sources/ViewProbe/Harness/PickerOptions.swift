import Testing

/// A picker's option as SwiftUI matches it to the selection: the value of its `.tag` — or, for a
/// `ForEach` row with no tag, the row's id (SwiftUI tags such rows implicitly) — and the selection
/// types it fits. A tag fits its own type and, with `includeOptional`, that type's `Optional`; a
/// tag of another type (a `String?` tag for a `String` selection) fits nothing, so choosing it
/// does nothing, as in SwiftUI.
struct PickerOption {
  let value: AnyHashable
  /// The tag's type, for messages.
  let typeName: String
  let fits: (Any.Type) -> Bool
}

/// A picker, as its options are matched and chosen.
@MainActor
protocol OptionSelecting {
  /// The type of the selection binding.
  var selectionType: Any.Type { get }
  /// The current selection, described.
  var selectionDescription: String { get }
  /// Writes the option's value when it fits the selection type.
  func choose(_ option: PickerOption) -> Bool
}

/// A `ForEach`, whose rows a picker takes as options by their ids.
protocol ImplicitlyTagging {
  /// The option a row with this id makes.
  static func option(forRowID id: AnyHashable) -> PickerOption
}

extension ForEach: ImplicitlyTagging {
  static func option(forRowID id: AnyHashable) -> PickerOption {
    PickerOption(
      value: id, typeName: _typeName(ID.self, qualified: false),
      fits: { $0 == ID.self || $0 == ID?.self })
  }
}

extension ViewNode {
  /// The option a `.tag` on this node makes.
  var taggedOption: PickerOption? {
    ((castableView as? any ModifierCarrying)?.anyModifier as? any TagCarrying)?.option
  }

  /// The id of the innermost `ForEach` row this node is in (this node included), below the
  /// nearest `TabView`.
  var enclosingRowID: AnyHashable? {
    var current: ViewNode? = self
    while let node = current, !(node.castableView is any TabHosting) {
      if let option = node.implicitRowOption { return option.value }
      current = node.parent
    }
    return nil
  }

  /// The option this node makes as a `ForEach` row with no tag inside it.
  var implicitRowOption: PickerOption? {
    guard let forEach = parent?.castableView as? any ImplicitlyTagging, let id = rowID else {
      return nil
    }
    return type(of: forEach).option(forRowID: id)
  }
}

extension ViewNode {
  /// The option a tap on this node (inside a picker's or a list's content) chooses: the nearest
  /// tag at or above it, or the id of the `ForEach` row it is in, below `container`.
  func option(below container: ViewNode) -> PickerOption? {
    var current: ViewNode? = self
    var row: ViewNode?
    while let step = current, step !== container {
      if let option = step.taggedOption { return option }
      if row == nil, step.implicitRowOption != nil { row = step }
      current = step.parent
    }
    return row?.implicitRowOption
  }

  /// The options of the picker at this node: tagged views inside it, and `ForEach` rows with no
  /// tag, by their ids, in tree order.
  var pickerOptions: [PickerOption] {
    var options: [PickerOption] = []
    var stack = [self]
    while let current = stack.popLast() {
      if let option = current.taggedOption {
        options.append(option)
      } else if let option = current.implicitRowOption, !current.containsTag {
        options.append(option)
      }
      stack.append(contentsOf: current.children.reversed())
    }
    return options
  }

  /// Whether this view or one inside it carries a `.tag`.
  var containsTag: Bool {
    var stack = [self]
    while let current = stack.popLast() {
      if current.taggedOption != nil { return true }
      stack.append(contentsOf: current.children)
    }
    return false
  }

  /// Logs SwiftUI's warning when no option of this picker is tagged with `selection` (an initial
  /// value that is not among the options, `nil` with no `nil` option, a tag of another type),
  /// once for each such value in a row.
  func checkPickerSelection<Value: Hashable>(_ selection: Value) {
    let record = primitiveState as? PickerCheck ?? PickerCheck()
    primitiveState = record
    let selected = AnyHashable(selection).unwrapped
    let isTagged = pickerOptions.contains { $0.fits(Value.self) && $0.value.unwrapped == selected }
    guard !isTagged else {
      record.warnedSelection = nil
      return
    }
    guard record.warnedSelection != selected else { return }
    record.warnedSelection = selected
    let shown =
      (selected.base as? any UnwrappableOptional)?.isNone == true ? "nil" : "\(selected.base)"
    graph.tracker.warn(SwiftUIMessage.pickerSelectionWithoutTag(shown), path: path)
  }
}

/// An `Optional`, seen through `Any`.
protocol UnwrappableOptional {
  /// The wrapped value as a hashable, when there is one.
  var wrappedHashable: AnyHashable? { get }
  var isNone: Bool { get }
}

extension Optional: UnwrappableOptional where Wrapped: Hashable {
  var wrappedHashable: AnyHashable? { map { AnyHashable($0) } }
  var isNone: Bool { self == nil }
}

extension AnyHashable {
  /// This value with an `Optional` wrapping unwrapped (`nil` stays as it is), so that a tag and a
  /// selection compare whether or not either is optional; the types are checked apart.
  var unwrapped: AnyHashable {
    guard let optional = base as? any UnwrappableOptional, let wrapped = optional.wrappedHashable
    else { return self }
    return wrapped.unwrapped
  }
}

/// The selection a picker last warned about.
final class PickerCheck {
  var warnedSelection: AnyHashable?
}

extension HarnessCore {
  /// The option a tap on `node` (inside a picker's content) chooses: the nearest tag at or above
  /// it, or the id of the `ForEach` row it is in, below `picker`.
  func option(tappedAt node: ViewNode, in picker: ViewNode) -> PickerOption? {
    node.option(below: picker)
  }

  /// What choosing `option` does: writes its value, or, when its tag's type does not fit the
  /// selection's, records why nothing is chosen (SwiftUI chooses nothing either).
  func choosing(
    _ option: PickerOption, in picker: any OptionSelecting, action: String,
    at sourceLocation: SourceLocation
  ) -> @MainActor () -> Void {
    guard option.fits(picker.selectionType) else {
      let selection = _typeName(picker.selectionType, qualified: false)
      return {
        self.reportMisuse(
          "\(action) found the option tagged \(option.value.base) of type \(option.typeName), but "
            + "the selection's type is \(selection): SwiftUI chooses nothing (tag the option with a "
            + "\(selection)).", at: sourceLocation)
      }
    }
    return { _ = picker.choose(option) }
  }
}

extension ViewNode {
  /// Why this picker cannot be opened: its style (`.navigationLink`) lists its options on a page
  /// it pushes, and no navigation stack holds it (a sheet's content is outside the stack that
  /// presented it). iOS draws such a picker's row disabled.
  var pushedOptionsRefusal: String? {
    guard environment.pickerPushesOptions, environment.navigationContext == nil else { return nil }
    return "found it in the .navigationLink picker style with no NavigationStack around it: its "
      + "options are on a page it pushes, and with no stack to push onto iOS draws its row "
      + "disabled. Give the screen (or the sheet's content) a NavigationStack, or another style."
  }
}
