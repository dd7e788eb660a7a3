import Testing

extension FoundView {
  /// A tap on a view that is not a control and has no tap handler on it or above it: on an
  /// option of a picker it chooses the option (a segment, a menu item); on a row of a selecting
  /// list it chooses the row; on a list row showing buttons of the automatic style it runs them
  /// (the row is their touch target); anywhere else it is refused with the reason.
  func tapWithoutHandler(at sourceLocation: SourceLocation) {
    var owner = node.parent
    while let current = owner, !(current.castableView is any DrivableControl) {
      owner = current.parent
    }
    if let owner, let picker = owner.castableView as? any OptionSelecting,
      let option = core.option(tappedAt: node, in: owner)
    {
      return choose(option, in: picker, owner: owner, at: sourceLocation)
    }
    if owner == nil, let list = node.environment.listSelection,
      let listNode = node.nearestSelectingList,
      let option = core.option(tappedAt: node, in: listNode)
    {
      return choose(option, in: list, listNode: listNode, at: sourceLocation)
    }
    if owner == nil, let rowTap = node.rowTapWithoutHandler {
      return core.perform(at: sourceLocation, from: node, rowTap)
    }
    let reason =
      owner.map { "found the \($0.layout.shortName) it belongs to, which does not take taps" }
      ?? "found no button, onTapGesture or tap gesture on it or above it to take the tap"
      + node.coveringDescendant.tapCountsHint
    core.reportMisuse("tap() on \(description) \(reason)", at: sourceLocation)
  }

  private func choose(
    _ option: PickerOption, in picker: any OptionSelecting, owner: ViewNode,
    at sourceLocation: SourceLocation
  ) {
    guard owner.environment.isEnabled else {
      return core.reportMisuse(
        "tap() on \(description) found the Picker it belongs to disabled by "
          + "\(core.disablingModifier(above: owner)); a disabled control ignores input.",
        at: sourceLocation)
    }
    if let refusal = owner.pushedOptionsRefusal {
      return core.reportMisuse(
        "tap() on \(description) found the Picker it belongs to \(refusal.dropFirst("found it ".count))",
        at: sourceLocation)
    }
    let work = core.choosing(
      option, in: picker, action: "tap() on \(description)", at: sourceLocation)
    core.perform(at: sourceLocation, from: owner, work)
  }

  private func choose(
    _ option: PickerOption, in list: ListSelectionContext, listNode: ViewNode,
    at sourceLocation: SourceLocation
  ) {
    if let (marked, modifier) = node.nearestModifier(_SelectionDisabledModifier.self),
      modifier.isDisabled, marked.isInside(listNode)
    {
      return core.reportMisuse(
        "tap() on \(description) found its row marked .selectionDisabled(true) on "
          + "\(marked.firstNamedNode.path): it cannot be selected, and the selection is unchanged.",
        at: sourceLocation)
    }
    let environment = node.environment
    // Outside edit mode, a `contextMenu(forSelectionType:primaryAction:)` on the list runs its
    // primary action for the row after the selection changes, as UIKit performs a table's primary
    // action after selecting the row.
    let primary =
      environment.editMode?.wrappedValue.isEditing == true
      ? nil : listNode.nearestModifier(_SelectionPrimaryActionModifier.self)?.modifier
    core.perform(at: sourceLocation, from: listNode) {
      // A list of several selections outside edit mode selects nothing, but its primary action
      // still runs.
      let chosen = list.choose(option, environment)
      if let primary, let run = primary.run {
        if run(option.value) { return }
        if chosen {
          return core.reportMisuse(
            "tap() on \(description) found its row tagged \(option.value.base), which the list's "
              + "contextMenu(forSelectionType: \(primary.itemTypeName).self) primary action does "
              + "not take (a tag of another type)", at: sourceLocation)
        }
      }
      if chosen { return }
      core.reportMisuse(
        "tap() on \(description) found its row tagged \(option.value.base), which the List's "
          + "selection (of \(_typeName(list.selectionType, qualified: false))) does not take: a "
          + "tag of another type, or a list of several selections not in edit mode.",
        at: sourceLocation)
    }
  }
}
