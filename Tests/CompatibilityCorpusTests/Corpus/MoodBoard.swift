import Foundation
import PhotosUI
import UniformTypeIdentifiers

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI)
  #if canImport(UIKit)
    import UIKit
  #endif

  /// A mood board as iOS 14–15 apps built one: photos come from the UIKit photo picker wrapped in
  /// a representable (each picked item loaded from its item provider, then handed to the main
  /// queue), and suggestions are dragged onto the notes with `onDrag` and `onDrop`.
  struct MoodPhotoPicker: UIViewControllerRepresentable {
    @Binding var photos: [UIImage]
    @Environment(\.presentationMode) private var presentationMode

    func makeUIViewController(context: Context) -> PHPickerViewController {
      var configuration = PHPickerConfiguration()
      configuration.filter = .images
      configuration.selectionLimit = 0
      let picker = PHPickerViewController(configuration: configuration)
      picker.delegate = context.coordinator
      return picker
    }

    func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator {
      Coordinator(self)
    }

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
      let parent: MoodPhotoPicker

      init(_ parent: MoodPhotoPicker) {
        self.parent = parent
      }

      func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
          result.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in
            guard let image = image as? UIImage else { return }
            DispatchQueue.main.async {
              self.parent.photos.append(image)
            }
          }
        }
        parent.presentationMode.wrappedValue.dismiss()
      }
    }
  }

  struct MoodBoard: View {
    @State private var photos: [UIImage] = []
    @State private var notes = ["Warm colours"]
    @State private var picking = false
    @State private var dropping = false

    var body: some View {
      List {
        Section("Photos") {
          Text("\(photos.count) photos")
          Button("Add photos") { picking = true }
        }
        Section("Notes") {
          ForEach(notes, id: \.self) { note in
            Text(note)
          }
          Text(dropping ? "Drop to add" : "Drag a suggestion here")
        }
        .onDrop(of: [.plainText], isTargeted: $dropping) { providers in
          for provider in providers {
            _ = provider.loadObject(ofClass: String.self) { text, _ in
              guard let text else { return }
              DispatchQueue.main.async {
                notes.append(text)
              }
            }
          }
          return true
        }
        Section("Suggestions") {
          ForEach(["Soft light", "Linen"], id: \.self) { suggestion in
            Text(suggestion)
              .onDrag { NSItemProvider(object: suggestion as NSString) }
          }
        }
      }
      .sheet(isPresented: $picking) {
        MoodPhotoPicker(photos: $photos)
      }
    }
  }
#endif
