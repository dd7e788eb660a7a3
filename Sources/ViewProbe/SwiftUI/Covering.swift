// Views that are in the tree but not on screen: behind a presented sheet or alert, beneath a view
// pushed onto a navigation stack, in a tab that is not shown. ViewProbe keeps them in the tree
// (their state lives, H01, H04, H06), but no touch reaches them on a device, so the harness
// refuses to act on them (`touchRefusal`): a test cannot pass by tapping what a user cannot.

/// A modifier that presents content over others while its binding says so: `.sheet` (and
/// `fullScreenCover`, `popover`, `inspector`, a bound `navigationDestination`), `.alert`,
/// `.confirmationDialog`. Its presented content is its `.footer` child.
@MainActor
protocol Presenting {
  /// What it presents, as a refusal names it: "the sheet", "the alert “Delete?”".
  var presentedDescription: String { get }
  /// How a refusal says it presented its content: "presented", "pushed".
  var presentingVerb: String { get }
  /// Whether what it presents covers only its navigation stack (a pushed destination), not the
  /// whole screen.
  var coversOnlyItsStack: Bool { get }
  /// Whether what it covers goes out of sight (a full-screen cover, a pushed destination), not
  /// only out of reach (a sheet, a popover, an alert: what they cover still shows around them).
  var hidesWhatItCovers: Bool { get }
}

extension Presenting {
  /// Sheets (a file importer's, a photo picker's) leave what they cover in sight.
  var hidesWhatItCovers: Bool { false }
}

/// Where presented content is on top: over the whole window, or over its navigation stack.
enum PresentationBoundary {
  case window
  case stack(ViewNode)
}

/// A presentation that is up: the modifier's node and its content's node.
@MainActor
struct UpPresentation {
  let presenter: ViewNode
  let content: ViewNode
  let presenting: any Presenting

  /// The views it covers: its stack's, or (`nil`) the whole screen.
  var scope: ViewNode? {
    presenting.coversOnlyItsStack ? presenter.enclosingNavigationContainer : nil
  }
}

extension ViewGraph {
  /// Notes whether `node`'s presentation is up, after its update.
  func recordPresentation(by node: ViewNode, isUp: Bool) {
    if isUp {
      presentingNodeIDs.insert(node.id)
    } else {
      presentingNodeIDs.remove(node.id)
    }
  }

  /// The views that hold a presentation up now: each presenter and its ancestors. One walk per
  /// presentation, so a traversal asks about each view in constant time.
  var presentationHolders: Set<ObjectIdentifier> {
    var holders = Set<ObjectIdentifier>()
    for id in presentingNodeIDs {
      var current = nodes[id]
      while let node = current, node.isAlive,
        holders.insert(ObjectIdentifier(node)).inserted
      {
        current = node.parent
      }
    }
    return holders
  }

  /// Warns, once per pair, of two presentations over the whole window up at once from one screen
  /// (neither inside the other's content): a device presents one at a time from a screen, while
  /// here both are in the tree, so a test could pass on the sheet a device never shows.
  func warnOfPresentationsUpAtOnce() {
    let up = upPresentations().filter { $0.scope == nil }
    guard up.count > 1 else { return }
    let levels = up.map { presentation in
      Set(
        up.filter { presentation.presenter.isInside($0.content) }.map {
          ObjectIdentifier($0.content)
        })
    }
    for (first, a) in up.enumerated() {
      for second in up.indices where second > first && levels[second] == levels[first] {
        let b = up[second]
        guard warnedPresentationPairs.insert([a.presenter.id, b.presenter.id]).inserted else {
          continue
        }
        tracker.warn(
          "Two presentations are up at once from one screen: \(Self.describe(a)) and "
            + "\(Self.describe(b)). A device presents one at a time from a screen (the other "
            + "waits or is dropped), while here both are in the tree: a row's button can show "
            + "another row's sheet. Drive the screen's presentations from one state "
            + "(sheet(item:) with the row's item).",
          path: b.presenter.firstNamedNode.path, node: b.presenter.id)
      }
    }
  }

  private static func describe(_ up: UpPresentation) -> String {
    "\(up.presenting.presentedDescription) \(up.presenting.presentingVerb) on "
      + up.presenter.firstNamedNode.path + up.presenter.rowDescription
  }

  /// The presentations up now, in the order they were made.
  func upPresentations() -> [UpPresentation] {
    var up: [UpPresentation] = []
    for id in presentingNodeIDs.sorted() {
      guard let node = nodes[id], node.isAlive,
        let presenting = (node.castableView as? any ModifierCarrying)?.anyModifier
          as? any Presenting,
        let content = node.children.first(where: { $0.key == .footer })
      else {
        if nodes[id] == nil { presentingNodeIDs.remove(id) }
        continue
      }
      up.append(UpPresentation(presenter: node, content: content, presenting: presenting))
    }
    return up
  }
}

extension ViewNode {
  /// Why this view is not on screen, or `nil` when it is: it is in a tab that is not shown,
  /// beneath a view pushed onto its stack, or behind a presentation.
  var screenCovering: String? {
    structuralCovering ?? presentationCovering
  }

  /// `screenCovering` but for presentations up: a tab not shown, a view pushed over this one.
  var structuralCovering: String? {
    var child = self
    var skippingTo: ViewNode?
    while graph.hasScreenContainers, let node = child.parent {
      switch node.presentationBoundary(below: child) {
      case .window: return nil
      case .stack(let stack): skippingTo = skippingTo ?? stack
      case nil: break
      }
      if let stack = skippingTo {
        if node === stack { skippingTo = nil }
      } else if let covering = node.covering(of: child) {
        return covering
      }
      child = node
    }
    return nil
  }

  /// What is presented at `child`, one of this view's children, when it is the content of a
  /// presentation of this view that is up: over the whole window (a sheet, cover, popover,
  /// inspector, alert or dialog) — what covers the presenting screen does not cover it — or on
  /// top of the navigation stack it was pushed onto (`navigationDestination(isPresented:)` or
  /// `(item:)`) — values pushed onto the path after it go beneath it, as on devices.
  func presentationBoundary(below child: ViewNode) -> PresentationBoundary? {
    guard child.key == .footer, graph.presentingNodeIDs.contains(id),
      let presenting = (castableView as? any ModifierCarrying)?.anyModifier as? any Presenting
    else { return nil }
    guard presenting.coversOnlyItsStack else { return .window }
    return enclosingNavigationContainer.map(PresentationBoundary.stack)
  }

  /// Why `child`, one of this view's children, is not on screen because of this view: this is a
  /// tab and the TabView shows another, or a stack with a view pushed over `child`.
  func covering(of child: ViewNode) -> String? {
    // Cheap checks first: this runs for every ancestor of a view a test acts on.
    if child.key == .content, isTab { return tabCovering(of: child) }
    // A tab item: a row of the closed More list, or in a tab bar a view on screen hides.
    if child.key == .footer, isTab {
      if isHiddenTab { return tabCovering(of: child) }
      return moreListCovering(of: child) ?? child.tabBarRefusal
    }
    if graph.hasTabViews, castableView is _MoreTabSlot { return child.tabBarRefusal }
    if graph.hasTabViews, child.isPage { return child.tabCovering(of: child) }
    if graph.hasKeyboardToolbars, let item = castableView as? any ToolbarPlacing,
      item.placement == .keyboard, !graph.keyboardIsUp
    {
      return "in the toolbar above the keyboard, which is down: no text field has focus (give "
        + "one focus first: setInput(_:) or focus() on it)."
    }
    if graph.hasBarContent, let refusal = barCovering(of: child) { return refusal }
    if graph.hasSwipeActions, let refusal = swipeActionsCovering(of: child) { return refusal }
    if let context = primitiveState as? NavigationContext {
      return castableView is any SplitColumns
        ? splitCovering(of: child, context: context) : stackCovering(of: child)
    }
    if castableView is any SplitContentAndDetailColumns { return splitDetailCovering(of: child) }
    if layout.represent != nil, case .element(let id) = child.key,
      let hosted = id.base as? HostedControllerKey,
      let made = primitiveState as? any MadeByRepresentable, !made.isShowing(hosted)
    {
      return "in a hosting controller (\(hosted.name)) that UIKit does not show now at \(path) "
        + "(a page turned away): it keeps its state, but takes no touches."
    }
    return nil
  }

  /// Whether `ancestor` is this node or one of its ancestors.
  func isInside(_ ancestor: ViewNode) -> Bool {
    var current: ViewNode? = self
    while let node = current {
      if node === ancestor { return true }
      current = node.parent
    }
    return false
  }

  /// Whether this view is on the screens of `stack`: inside it, and not inside what a view of the
  /// stack presents over the whole window (a sheet's content is not beneath the stack's pushes).
  func isOnScreens(of stack: ViewNode) -> Bool {
    var child = self
    while child !== stack {
      guard let parent = child.parent else { return false }
      if case .window? = parent.presentationBoundary(below: child) { return false }
      child = parent
    }
    return true
  }

  /// The nearest navigation stack (or split view) at or above this node.
  var enclosingNavigationContainer: ViewNode? {
    var current = parent
    while let node = current {
      if node.primitiveState is NavigationContext { return node }
      current = node.parent
    }
    return nil
  }

  /// Why a presentation that is up keeps touches from this view, or `nil`. Only the innermost
  /// presentations are on top (a presentation made inside another one's content covers it);
  /// a view is reachable inside one of them, or outside what they cover.
  var presentationCovering: String? {
    if let covering = graph.uiKitPresentationCovering { return covering }
    guard let covering = coveringPresentation else { return nil }
    return "beneath \(covering.presenting.presentedDescription) "
      + "\(covering.presenting.presentingVerb) on "
      + "\(covering.presenter.firstNamedNode.path): "
      + "while it is up, the views it covers take no touches (dismiss it first)."
  }

  /// The presentation up that covers this view, if any (see `presentationCovering`).
  var coveringPresentation: UpPresentation? { coveringPresentation(among: graph.upPresentations()) }

  /// Whether a presentation up hides this view: the one on top of it, or one beneath that — a
  /// sheet presented from a full-screen cover's content leaves what the cover hides hidden.
  var isHiddenByPresentation: Bool {
    var up = graph.upPresentations()
    while let covering = coveringPresentation(among: up) {
      if covering.presenting.hidesWhatItCovers { return true }
      up.removeAll { $0.presenter === covering.presenter }
    }
    return false
  }

  /// The presentation of `up` on top of this view, if any: the innermost ones are on top.
  private func coveringPresentation(among up: [UpPresentation]) -> UpPresentation? {
    var up = up
    while !up.isEmpty {
      let onTop = up.filter { candidate in
        !up.contains { other in
          other.presenter !== candidate.presenter
            && other.presenter.isInside(candidate.content)
        }
      }
      let containing = onTop.filter { isInside($0.content) }
      if containing.contains(where: { $0.scope == nil }) { return nil }
      // Inside a destination pushed by a binding, on top of its stack: only a presentation over
      // the whole window (a sheet from another tab) covers it.
      let candidates = containing.isEmpty ? onTop : onTop.filter { $0.scope == nil }
      guard let covering = candidates.first(where: { $0.scope.map(isOnScreens(of:)) ?? true })
      else {
        // What is on top covers only stacks this view is not in (a destination pushed by a
        // binding inside a full-screen cover's content): what they were presented over may
        // still cover it.
        guard containing.isEmpty else { return nil }
        up.removeAll { candidate in onTop.contains { $0.presenter === candidate.presenter } }
        continue
      }
      // A sheet that lets touches through covers nothing: look again without it (what it was
      // presented over may cover this view). Its content is searched only here, when it matters.
      if covering.content.letsTouchesBehind {
        up.removeAll { $0.presenter === covering.presenter }
        continue
      }
      return covering
    }
    return nil
  }

  /// Why this view, one of `self`'s children, is covered by a sibling: a view pushed onto a
  /// navigation stack covers the stack's root and the views pushed before it.
  func stackCovering(of child: ViewNode) -> String? {
    guard castableView is any NavigationStacking,
      let top = children.last(where: \.isPushedDestination), top !== child
    else { return nil }
    return coveredByPush(top)
  }

  /// The refusal for a view beneath `top`, a destination pushed onto this container.
  func coveredByPush(_ top: ViewNode) -> String {
    "beneath the view pushed onto the \(layout.shortName) at \(path) (\(top.key)): a "
      + "covered view takes no touches (pop it first: navigateBack(), dismiss(), or shorten the path)."
  }

  /// Whether this is a destination pushed onto its stack.
  var isPushedDestination: Bool {
    if case .element(let id) = key { return id.base is PathSlot }
    return false
  }

  /// Whether a `presentationBackgroundInteraction(.enabled)` in this presented content lets
  /// touches reach the views behind it (what the content presents in turn says nothing of it).
  var letsTouchesBehind: Bool {
    var stack = [self]
    while let node = stack.popLast() {
      let modifier = (node.castableView as? any ModifierCarrying)?.anyModifier
      if let interaction = modifier as? _PresentationBackgroundInteractionModifier {
        return interaction.interaction.reachesBehind
      }
      if modifier is any Presenting {
        stack.append(contentsOf: node.children.filter { $0.key != .footer })
      } else {
        stack.append(contentsOf: node.children)
      }
    }
    return false
  }
}

/// A container whose pushed views cover its root: `NavigationStack`, `NavigationView`.
protocol NavigationStacking {}

extension NavigationStack: NavigationStacking {}
extension NavigationView: NavigationStacking {}

/// `presentationBackgroundInteraction(_:)`: whether the views behind a sheet take touches.
public struct _PresentationBackgroundInteractionModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let interaction: PresentationBackgroundInteraction
}

extension _PresentationBackgroundInteractionModifier: PassThroughModifier, PlainExpansion {}

extension ViewGraph {
  /// A toolbar item above the keyboard is in the tree: from now on, views are looked at for it.
  func noteKeyboardToolbar() {
    hasScreenContainers = true
    hasKeyboardToolbars = true
  }

  /// Whether the keyboard is up: a text field on screen is being edited (and its focus state, if
  /// it has one, has not moved away), or a field on screen has focus by its focus state. A field
  /// beneath a pushed view or a presentation lost its focus when it was covered.
  var keyboardIsUp: Bool {
    // A field inside a keyboard toolbar would ask again about itself.
    guard !isCheckingKeyboard else { return false }
    isCheckingKeyboard = true
    defer { isCheckingKeyboard = false }
    if let field = editingField, field.isAlive, field.nearestFocus?.isFocused() ?? true,
      field.screenCovering == nil
    {
      return true
    }
    return allNodes().contains { node in
      node.castableView is any TextEntering && node.nearestFocus?.isFocused() == true
        && node.screenCovering == nil
    }
  }
}

/// A control that takes typed text, whose focus brings the keyboard up.
protocol TextEntering {}

extension TextField: TextEntering {}
extension SecureField: TextEntering {}
extension TextEditor: TextEntering {}
