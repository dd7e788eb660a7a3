/// `visibleTexts`: the texts on top of the screen, where `texts` lists every text in the tree.
///
/// A screen beneath a pushed view, a tab that is not shown, the content a presentation covers,
/// a `hidden()` view, a view beneath a layer of opaque paint, the items of a menu, context menu or swipe actions that nobody opened, the
/// options a menu-style picker does not show and the suggestions and scopes of a search that is
/// not active are all in the tree (they keep their state, H04, H06); a test that checks `texts` for
/// "Saved" passes when only the list beneath the editor says it. `visibleTexts` leaves them out,
/// by the same rules that decide which views take touches (Guide §3). It also reads what the
/// screen shows that is not a `Text` of the tree: each navigation bar's title, what a text field
/// shows (the text typed, or its placeholder), and the text of the UIKit labels, text views,
/// fields and buttons a representable made.
extension ParentHarness {
  /// Every `Text`'s string that is on top of the screen now, depth-first: `texts` without those
  /// in a tab not shown, beneath a pushed view, behind a presentation that is up, inside
  /// `hidden()`, beneath a layer of opaque paint (a splash screen's colour), or among the items of
  /// a menu, context menu or swipe actions (not opened) — with
  /// each navigation bar's title before its screen, a text field's text (or, while it is
  /// empty, its prompt or title) in place of its label, and the texts of the UIKit views a
  /// representable made. While app code's UIKit presentation is up (`presentedViewController`),
  /// its texts alone.
  public var visibleTexts: [String] {
    core.flush(at: nil)
    // A controller app code presented with UIKit covers the app (see `presentedViewController`).
    if let presented = core.graph.uiKitPresentedTexts { return presented }
    return core.graph.root?.visibleTexts ?? []
  }
}

extension FoundView {
  /// The strings of the texts inside this view that are on top of the screen now (see
  /// `ParentHarness.visibleTexts`); none when the view itself is covered.
  public var visibleTexts: [String] {
    core.flush(at: nil)
    guard node.isAlive, node.screenCovering == nil, !node.isInsideUnopenedContent else {
      return []
    }
    return node.visibleTexts
  }
}

extension ViewNode {
  /// The strings of the texts at or under this node that nothing covers or hides.
  var visibleTexts: [String] {
    // Presentations are looked for once; with none up, nothing is behind one.
    let presenting = !graph.upPresentations().isEmpty
    // The views a presentation that is up is made inside: a covered one may still hold one.
    let holders = presenting ? graph.presentationHolders : []
    var strings: [String] = []
    // Nodes to visit (with whether a screen covers them: their texts are not on screen, but a
    // sheet they present is), and strings that come after a node's texts (a date picker's date).
    enum Pending {
      case node(ViewNode, covered: Bool)
      case strings([String])
    }
    var stack = [Pending.node(self, covered: false)]
    // Layers of a `ZStack` that a later layer hides with opaque paint (found at the stack).
    var hiddenLayers: Set<ObjectIdentifier> = []
    // Whether the foreground inside each view visited is clear, once a clear one is in the tree.
    var clearForeground: [ObjectIdentifier: Bool] = [:]
    while let next = stack.popLast() {
      guard case .node(let current, let covered) = next else {
        if case .strings(let later) = next { strings += later }
        continue
      }
      if covered {
        for child in current.children.reversed() {
          switch current.presentationBoundary(below: child) {
          case .window: stack.append(.node(child, covered: false))
          // On top of its stack, unless what holds the stack is covered (another tab shown).
          case .stack: stack.append(.node(child, covered: child.structuralCovering != nil))
          case nil:
            if holders.contains(ObjectIdentifier(child)) {
              stack.append(.node(child, covered: true))
            }
          }
        }
        continue
      }
      if graph.hasClearForeground {
        clearForeground[ObjectIdentifier(current)] = current.foregroundIsClear(
          known: clearForeground)
      }
      // A redacted text (a loading skeleton's, or a private one) is drawn as a grey bar.
      if let text = current.castableView as? Text,
        !presenting || current.presentationCovering == nil,
        !current.environment.hidesTextContent, !current.isDrawnClear(known: clearForeground)
      {
        strings.append(text.string(in: current.environment))
      }
      // A navigation container's bars show their screens' titles above the screens.
      if graph.hasScreenContainers, current.primitiveState is NavigationContext,
        !presenting || current.presentationCovering == nil
      {
        strings += current.navigationBarTitles
      }
      // A field shows what was typed (or its prompt) in place of its label, the placeholder.
      if let field = current.castableView as? any ShowsEnteredText {
        let display =
          graph.uncommittedInput(of: current).map { .text($0) }
          ?? field.display(in: current.environment)
        if case .label = display {
        } else {
          if case .text(let shown) = display, !presenting || current.presentationCovering == nil,
            !current.environment.hidesTextContent
          {
            strings.append(shown)
          }
          continue
        }
      }
      // A representable shows what its UIKit views show.
      if current.layout.represent != nil,
        let made = current.primitiveState as? any MadeByRepresentable,
        !presenting || current.presentationCovering == nil, !current.environment.hidesTextContent
      {
        strings += made.shownTexts
      }
      // A date picker's date shows in buttons after its label.
      if let picker = current.castableView as? any ShowsDateText,
        !presenting || current.presentationCovering == nil, !current.environment.hidesTextContent
      {
        stack.append(.strings(picker.shownDateTexts(in: current.environment)))
      }
      if graph.hasLayers {
        for layer in current.layersHiddenBeneath { hiddenLayers.insert(ObjectIdentifier(layer)) }
      }
      for child in current.children.reversed() {
        if current.showsOnItsScreen(child) && !hiddenLayers.contains(ObjectIdentifier(child))
          && (!graph.hasScreenContainers || current.covering(of: child) == nil)
        {
          stack.append(.node(child, covered: false))
        } else if holders.contains(ObjectIdentifier(child)) {
          // Not on screen (a screen covered by a push or another tab, a hidden view), but a
          // sheet or alert it presents is, over the window (or a destination it pushed, on top
          // of its stack).
          stack.append(.node(child, covered: true))
        }
      }
    }
    return strings
  }

  /// Whether `child` is on screen as far as this view decides: not a tab or page it does not
  /// show, not beneath a view pushed onto it, not inside `hidden()` or `opacity(0)`, not unopened
  /// menu items, a confirmation dialog's title it was not asked to show, an inactive search's
  /// suggestions, a collapsed picker's other options, an icon-only label's title, or a keyboard
  /// toolbar while the keyboard is down.
  func shows(_ child: ViewNode) -> Bool {
    showsOnItsScreen(child) && (!graph.hasScreenContainers || covering(of: child) == nil)
  }

  /// `shows(_:)` but for what covers screens (a push, another tab): `hidden()`, `opacity(0)`,
  /// `scaleEffect(0)`, unopened menus and the like.
  func showsOnItsScreen(_ child: ViewNode) -> Bool {
    if let modifier = (castableView as? any ModifierCarrying)?.anyModifier {
      if let hitTesting = modifier as? _HitTestingModifier, hitTesting.isHidden { return false }
      if let faded = modifier as? _OpacityModifier, faded.fadesOutEntirely { return false }
      if let scaled = modifier as? _ScaleEffect, scaled.collapsesContent { return false }
      if child.key == .footer, let attached = modifier as? any AttachedContent,
        attached.isShownOnlyWhenOpened
      {
        return false
      }
      if child.key == .footer, let attachment = modifier as? any SearchAttachment,
        !showsSearchAttachment(attachment)
      {
        return false
      }
    }
    if child.key == .content, castableView is any MenuContaining { return false }
    if overlayHides(child) || clipsAway(child) { return false }
    if child.key == .header, let presented = castableView as? any TitleHidingPresentation,
      !presented.showsTitle
    {
      return false
    }
    if child.isUnselectedOptionOfACollapsedPicker { return false }
    if child.key == .label, castableView is any LabelShowing, environment.labelStyleHidesTitle {
      return false
    }
    return true
  }

  /// Whether a view above this one keeps it out of sight (`shows(_:)` is false on the way up).
  var isInsideUnopenedContent: Bool {
    var child = self
    var skippingTo: ViewNode?
    while let node = child.parent {
      switch node.presentationBoundary(below: child) {
      // What a sheet or alert presents is over the window, whatever hides its presenter.
      case .window: return false
      // A destination pushed by a binding is on top of its stack, over values pushed later.
      case .stack(let stack): skippingTo = skippingTo ?? stack
      case nil: break
      }
      // A layer drawn over it with opaque paint hides it, on its screen or another.
      if graph.hasLayers, node.castableView is any LayerStacking,
        node.layersHiddenBeneath.contains(where: { isInside($0) })
      {
        return true
      }
      if let stack = skippingTo {
        if !node.showsOnItsScreen(child) { return true }
        if node === stack { skippingTo = nil }
      } else if !node.shows(child) {
        return true
      }
      child = node
    }
    return false
  }
}

/// Content attached to a view by a modifier (`_AttachedContentModifier`).
@MainActor
protocol AttachedContent {
  /// Whether it appears only when the user opens it (a context menu, swipe actions).
  var isShownOnlyWhenOpened: Bool { get }
  /// Whether it is drawn where the view is (an overlay, a background, a badge), not elsewhere on
  /// the screen (a toolbar, a safe-area inset) or only when opened.
  var isDrawnInPlace: Bool { get }
  /// For items the system draws from their labels and actions alone (a context menu's, swipe
  /// actions), how messages name them; `nil` for content drawn as SwiftUI views.
  var systemDrawnItems: String? { get }
  /// Whether it is drawn in a navigation container's bars (a toolbar's items), so only where a
  /// container around it gives it one (see `ToolbarBars.swift`).
  var isBarContent: Bool { get }
  /// Whether it is swipe actions, drawn only on a list's rows (see `SwipeActionRows.swift`).
  var isSwipeActions: Bool { get }
  /// Whether it is a `searchable`'s field, drawn by a navigation container (see
  /// `SearchFieldBar.swift`).
  var isSearchField: Bool { get }
}

extension _AttachedContentModifier: AttachedContent {
  var isShownOnlyWhenOpened: Bool {
    ["contextMenu", "swipeActions", "toolbarTitleMenu", "accessibilityActions"].contains(name)
  }

  var isDrawnInPlace: Bool { ["overlay", "background", "badge"].contains(name) }

  var systemDrawnItems: String? {
    switch name {
    case "contextMenu": return "a context menu's items"
    case "swipeActions": return "swipe actions"
    case "toolbarTitleMenu": return "a toolbar title menu's items"
    default: return nil
    }
  }
}

/// A `Menu`: its items are in the tree, shown only when it is opened.
protocol MenuContaining {}

extension Menu: MenuContaining {}

extension ViewNode {
  /// Whether this is an option of a picker that shows only its selected option (a menu, the
  /// default style), and not the selected one: the picker's label shows the selection alone.
  var isUnselectedOptionOfACollapsedPicker: Bool {
    guard let option = taggedOption ?? implicitRowOption else { return false }
    var current = parent
    while let node = current, !(node.castableView is any OptionSelecting) {
      current = node.parent
    }
    guard let pickerNode = current, !pickerNode.environment.pickerShowsEveryOption,
      let picker = pickerNode.castableView as? any OptionSelecting,
      let control = picker as? any DrivableControl
    else { return false }
    // A row whose tag is inside it is matched by that tag.
    if taggedOption == nil, containsTag { return false }
    let selection = (control.currentValue as? AnyHashable)?.unwrapped
    return !(option.fits(picker.selectionType) && option.value.unwrapped == selection)
  }
}
