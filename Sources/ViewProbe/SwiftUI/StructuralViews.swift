// Plumbing that view paths leave out: a path names the views a developer wrote.
extension TupleView: StructuralView {}
extension _ConditionalContent: StructuralView {}
extension Optional: StructuralView {}
extension AnyView: StructuralView {}

/// A view that is a list of views to its container rather than one view: a tuple, an `if`, a
/// `Group`, a `ForEach`. A `ZStack` draws each of its elements as a layer; a `TabView` makes each
/// a tab.
protocol ViewListForming {}

extension TupleView: ViewListForming {}
extension _ConditionalContent: ViewListForming {}
extension Group: ViewListForming where Content: View {}
extension ForEach: ViewListForming {}
extension GroupElementsOfContent: ViewListForming {}
extension GroupSectionsOfContent: ViewListForming {}
extension _SubviewResult: ViewListForming {}
extension SubviewsCollection: ViewListForming {}
extension SubviewsCollectionSlice: ViewListForming {}
extension Subview: ViewListForming {}

extension ViewNode {
  /// Whether this view only groups others (a tuple, an `if`, a `Group`, a `ForEach`).
  var formsViewList: Bool {
    // An `if` without `else` is an Optional, which casts look through (see `isOptional`).
    layout.isOptional || castableView is any ViewListForming
  }

  /// This view's content as a list of views, in order: its children, with tuples, `if`s,
  /// groups and `ForEach` looked through.
  var viewListElements: [ViewNode] {
    var found: [ViewNode] = []
    var stack = Array(children.reversed())
    while let node = stack.popLast() {
      // A custom container's content: its subviews are shown by what the container builds.
      if node.isSubviewSource { continue }
      if node.formsViewList {
        stack.append(contentsOf: node.children.reversed())
      } else {
        found.append(node)
      }
    }
    return found
  }
}
