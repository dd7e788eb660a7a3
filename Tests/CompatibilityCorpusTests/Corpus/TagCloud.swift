// App-style views written as an app writes them, compiled unchanged against ViewProbe, in
// Swift 6 (CompatibilityCorpusTests) and Swift 5 (CompatibilityCorpusSwift5Tests) modes.
#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A tag editor: tags wrap with a custom flow layout with a cache, and the editor's controls (a
/// field that owns its draft) stack vertically in compact width and horizontally otherwise, through
/// `AnyLayout`.
struct TagEditor: View {
  @Environment(\.horizontalSizeClass) private var sizeClass
  @State private var tags = ["swift", "ui"]

  var body: some View {
    let controls =
      sizeClass == .compact
      ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
      : AnyLayout(HStackLayout(spacing: 12))
    VStack {
      FlowLayout(spacing: 6) {
        ForEach(tags, id: \.self) { tag in
          Text(tag)
            .padding(.horizontal, 8)
            .background(Capsule().fill(.blue.opacity(0.2)))
            .layoutValue(key: TagWeight.self, value: tag.count)
        }
      }
      controls {
        NewTagField { tags.append($0) }
        Text("\(tags.count) tags")
      }
    }
  }
}

/// A field that owns its draft, and adds it with a button.
struct NewTagField: View {
  let add: (String) -> Void
  @State private var draft = ""

  var body: some View {
    TextField("New tag", text: $draft)
    Button("Add") {
      add(draft)
      draft = ""
    }
    .disabled(draft.isEmpty)
  }
}

/// How heavily a tag weighs in the flow layout.
struct TagWeight: LayoutValueKey {
  static let defaultValue = 1
}

/// Wraps its subviews onto as many rows as the proposed width needs.
struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let maxWidth = proposal.width ?? .infinity
    var origin = CGPoint.zero
    var rowHeight: CGFloat = 0
    var width: CGFloat = 0
    for size in cache.sizes {
      if origin.x + size.width > maxWidth {
        origin = CGPoint(x: 0, y: origin.y + rowHeight + spacing)
        rowHeight = 0
      }
      origin.x += size.width + spacing
      width = max(width, origin.x)
      rowHeight = max(rowHeight, size.height)
    }
    return CGSize(width: width, height: origin.y + rowHeight)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var origin = bounds.origin
    for (subview, size) in zip(subviews, cache.sizes) {
      if origin.x + size.width > bounds.maxX {
        origin = CGPoint(x: bounds.minX, y: origin.y + size.height + spacing)
      }
      subview.place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(size))
      origin.x += size.width + spacing
    }
  }
}
