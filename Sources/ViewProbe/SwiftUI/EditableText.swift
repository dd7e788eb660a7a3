import Foundation

// How the harness reaches the text of a field or editor bound to a selection, or to styled text:
// a plain-text binding whose writes are typing — the characters kept at either end keep their
// attributes, new ones take the typing attributes, and the caret ends after the change — and a
// way to select characters, as a user's drag does.

/// The text a field or editor edits, as the harness types and selects in it.
struct EditableText {
  /// The text as plain characters; a write is typing.
  let text: Binding<String>
  /// Selects the characters at these offsets, when the view is bound to a selection.
  let select: ((Range<Int>) -> Void)?
  /// The write that puts a selection left outside the text (the app set a shorter text) back
  /// inside it, as UIKit's text views keep theirs; `nil` when it is inside.
  let selectionRepair: () -> (@MainActor () -> Void)?

  /// Plain text, with its selection when bound to one.
  init(_ text: Binding<String>, selection: Binding<TextSelection?>?) {
    guard let selection else {
      self.text = text
      select = nil
      selectionRepair = { nil }
      return
    }
    self.text = Binding(
      get: { text.wrappedValue },
      set: { typed in
        let edit = TextEdit(from: Array(text.wrappedValue), to: Array(typed))
        text.wrappedValue = typed
        // The caret in the text as stored (a binding may change what it is given).
        let stored = text.wrappedValue
        let offset = min(edit.prefix + edit.inserted, stored.count)
        selection.wrappedValue = TextSelection(
          insertionPoint: stored.index(stored.startIndex, offsetBy: offset))
      })
    selectionRepair = {
      let current = text.wrappedValue
      let bounds: [Range<String.Index>]
      switch selection.wrappedValue?.indices {
      case .selection(let range): bounds = [range]
      case .multiSelection(let ranges): bounds = Array(ranges.ranges)
      case nil: bounds = []
      }
      guard bounds.contains(where: { $0.upperBound > current.endIndex }) else { return nil }
      return {
        let text = text.wrappedValue
        selection.wrappedValue = TextSelection(insertionPoint: text.endIndex)
      }
    }
    select = { offsets in
      let current = text.wrappedValue
      let lower = current.index(current.startIndex, offsetBy: offsets.lowerBound)
      let upper = current.index(lower, offsetBy: offsets.count)
      selection.wrappedValue = TextSelection(range: lower..<upper)
    }
  }

  /// Styled text, with its selection when bound to one.
  init(_ text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>?) {
    self.text = Binding(
      get: { String(text.wrappedValue.characters) },
      set: { typed in
        var styled = text.wrappedValue
        let edit = TextEdit(from: Array(styled.characters), to: Array(typed))
        let removed = edit.prefix..<edit.prefix + edit.removed
        let insertedText = Array(typed)[edit.prefix..<edit.prefix + edit.inserted]
        var typing = selection?.wrappedValue ?? AttributedTextSelection()
        typing.place = .insertion(styled.characterRange(removed).lowerBound)
        if !removed.isEmpty {
          typing.place = .ranges(RangeSet(styled.characterRange(removed)))
        }
        // Attributes the app set at the caret apply when the typing is there; otherwise the
        // text around gives them, as `replaceSelection(_:withCharacters:)` says.
        let current = selection?.wrappedValue
        let typesAtCaret = current?.offsets(in: styled) == [edit.prefix..<edit.prefix]
        typing.typingAttributes = typesAtCaret ? current?.typingAttributes : nil
        styled.replaceSelection(&typing, withCharacters: insertedText)
        text.wrappedValue = styled
        selection?.wrappedValue = AttributedTextSelection(
          offsets: typing.offsets(in: styled), in: text.wrappedValue)
      })
    selectionRepair = {
      guard let selection, !selection.wrappedValue.isValid(in: text.wrappedValue) else {
        return nil
      }
      return {
        let current = text.wrappedValue
        let kept = selection.wrappedValue
        guard !kept.isValid(in: current) else { return }
        let offsets =
          kept.knownOffsets ?? [current.characters.count..<current.characters.count]
        selection.wrappedValue = AttributedTextSelection(offsets: offsets, in: current)
      }
    }
    select = selection.map { selection in
      { offsets in
        selection.wrappedValue = AttributedTextSelection(offsets: [offsets], in: text.wrappedValue)
      }
    }
  }
}

extension EditableText {
  /// After this update, puts a selection the text no longer holds back inside it.
  @MainActor func keepSelectionInside(_ children: ChildList) {
    guard let repair = selectionRepair() else { return }
    children.schedule(repair)
  }
}
