import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A sticker studio written for OS 27: a bordered field that names new stickers, a grid the user
/// reorders by dragging, cards swiped away
/// outside a list, a toolbar whose rare action sits in the overflow menu and whose share button
/// is pinned, a cart tab set apart in the tab bar, and sticker images fetched with a caching
/// request.
struct StudioSticker: Identifiable, Hashable {
  let id: Int
  var name: String

  var imageRequest: URLRequest {
    URLRequest(
      url: URL(string: "https://stickers.example.com/\(id).png")!,
      cachePolicy: .returnCacheDataElseLoad)
  }
}

enum StudioTab: Hashable {
  case board
  case packs
  case cart
}

struct StickerStudio: View {
  @State private var tab = StudioTab.board
  @State private var cart: [StudioSticker] = []

  var body: some View {
    TabView(selection: $tab) {
      Tab("Board", systemImage: "star", value: StudioTab.board) {
        StickerBoard(cart: $cart)
      }
      Tab("Packs", systemImage: "square.stack", value: StudioTab.packs) {
        Text("No packs yet")
      }
      Tab("Cart", systemImage: "cart", value: StudioTab.cart, role: .prominent) {
        List(cart) { sticker in Text(sticker.name) }
      }
    }
  }
}

struct StickerBoard: View {
  @Binding var cart: [StudioSticker]
  @State private var stickers = ["Cat", "Moon", "Taco"].enumerated().map {
    StudioSticker(id: $0.offset, name: $0.element)
  }
  @State private var leaving: StudioSticker?
  @State private var draft = ""

  var body: some View {
    NavigationStack {
      ScrollView {
        HStack {
          TextField("New sticker", text: $draft)
            .textFieldStyle(.bordered)
          Button("Add") {
            stickers.append(StudioSticker(id: stickers.count + 100, name: draft))
            draft = ""
          }
          .disabled(draft.isEmpty)
        }
        .textInputBorderShape(.capsule)
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 96))]) {
          ForEach(stickers) { sticker in
            StickerCard(sticker: sticker)
              .swipeActions {
                Button("Remove", role: .destructive) { leaving = sticker }
              }
          }
          .reorderable()
        }
        .reorderContainer(for: StudioSticker.self) { difference in
          move(difference.sources, before: difference.destination.position)
        }
      }
      .swipeActionsContainer()
      .asyncImageURLSession(.shared)
      .navigationTitle("Board")
      .toolbar {
        ToolbarItem(placement: .topBarPinnedTrailing) {
          Button("Add all to cart") { cart = stickers }
        }
        ToolbarOverflowMenu {
          Button("Clear board") { stickers.removeAll() }
        }
      }
      .toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar)
      .confirmationDialog("Remove this sticker?", item: $leaving) { sticker in
        Button("Remove \(sticker.name)", role: .destructive) {
          stickers.removeAll { $0.id == sticker.id }
        }
      }
    }
  }

  /// Moves the stickers with `ids` before the one `position` names, or to the end.
  private func move(
    _ ids: [Int],
    before position: ReorderDifference<Int, ReorderableSingleCollectionIdentifier>.Destination
      .Position
  ) {
    let moving = stickers.filter { ids.contains($0.id) }
    stickers.removeAll { ids.contains($0.id) }
    if case .before(let id) = position, let index = stickers.firstIndex(where: { $0.id == id }) {
      stickers.insert(contentsOf: moving, at: index)
    } else {
      stickers.append(contentsOf: moving)
    }
  }
}

struct StickerCard: View {
  let sticker: StudioSticker

  var body: some View {
    VStack {
      AsyncImage(request: sticker.imageRequest) { image in
        image.resizable().scaledToFit()
      } placeholder: {
        ProgressView()
      }
      Text(sticker.name)
    }
  }
}
