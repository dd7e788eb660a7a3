/// A selecting list's selection, as the rows inside see it: a tap on a row — or on a
/// `NavigationLink(value:)` in it, as in a split view's sidebar — chooses the row's tag (its
/// `.tag`, or its `ForEach` id), when that tag fits the selection's type. A single selection
/// takes a tap at any time; a set of selections only while editing (`EditButton`), as on iOS.
struct ListSelectionContext: @unchecked Sendable {
  /// The type of one selected value.
  let selectionType: Any.Type
  /// Chooses the option, given the environment of the tapped row; false when it does not apply.
  let choose: (PickerOption, EnvironmentValues) -> Bool

  init<Value: Hashable>(one selection: Binding<Value?>) {
    selectionType = Value?.self
    choose = { option, _ in
      guard option.fits(Value?.self), let value = option.value.base as? Value? else {
        return false
      }
      selection.wrappedValue = value
      return true
    }
  }

  init<Value: Hashable>(several selection: Binding<Set<Value>>) {
    selectionType = Value.self
    choose = { option, environment in
      guard environment.editMode?.wrappedValue.isEditing == true, option.fits(Value.self),
        let value = option.value.base as? Value
      else { return false }
      if selection.wrappedValue.contains(value) {
        selection.wrappedValue.remove(value)
      } else {
        selection.wrappedValue.insert(value)
      }
      return true
    }
  }
}

struct ListSelectionKey: EnvironmentKey {
  static let defaultValue: ListSelectionContext? = nil
}

extension EnvironmentValues {
  /// The selection of the list the view is in, if that list selects.
  var listSelection: ListSelectionContext? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }
}

/// A `List`, as the rows a tap selects stop at it.
protocol SelectingList {}

extension List: SelectingList {}

extension ViewNode {
  /// The nearest `List` above this node.
  var nearestSelectingList: ViewNode? {
    var current = parent
    while let node = current, !(node.castableView is any SelectingList) { current = node.parent }
    return current
  }
}
