import CoreImage
import CoreImage.CIFilterBuiltins
import Foundation
import PhotosUI

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A poster studio: a picked photo goes through a Core Image filter chosen in a segmented picker
/// (typed built-in filters, and one set by key), its strength on a slider; the poster's link is
/// drawn as a QR code, scaled up without smoothing.
struct PosterStudio: View {
  enum Look: String, CaseIterable, Identifiable {
    case noir = "Noir"
    case vignette = "Vignette"
    case blocks = "Blocks"
    var id: Self { self }
  }

  @State private var photo: PhotosPickerItem?
  @State private var source: CIImage?
  @State private var poster: Image?
  @State private var look = Look.noir
  @State private var strength = 0.5
  @State private var link = "https://example.com/p/1"
  @State private var code = UIImage()
  private let renderer = CIContext()

  var body: some View {
    Form {
      Section("Photo") {
        PhotosPicker("Choose Photo", selection: $photo, matching: .images)
        if let poster {
          poster.resizable().scaledToFit()
        }
      }
      Section("Look") {
        Picker("Look", selection: $look) {
          ForEach(Look.allCases) { Text($0.rawValue).tag($0) }
        }
        .pickerStyle(.segmented)
        Slider(value: $strength, in: 0...1) { Text("Strength") }
      }
      Section("Link") {
        TextField("Link", text: $link)
        Image(uiImage: code).interpolation(.none).resizable().frame(width: 160, height: 160)
      }
    }
    .task(id: photo) { await load() }
    .onChange(of: look) { render() }
    .onChange(of: strength) { render() }
    .onChange(of: link, initial: true) { drawCode() }
  }

  private func load() async {
    guard let data = try? await photo?.loadTransferable(type: Data.self) else { return }
    source = CIImage(data: data)
    render()
  }

  private func render() {
    guard let source else { return }
    let filter: CIFilter
    switch look {
    case .noir:
      let noir = CIFilter.photoEffectNoir()
      noir.inputImage = source
      filter = noir
    case .vignette:
      let vignette = CIFilter.vignette()
      vignette.inputImage = source
      vignette.intensity = Float(strength)
      vignette.radius = 2
      filter = vignette
    case .blocks:
      guard let crystallize = CIFilter(name: "CICrystallize") else { return }
      crystallize.setValue(source, forKey: kCIInputImageKey)
      crystallize.setValue(strength * 40, forKey: kCIInputRadiusKey)
      filter = crystallize
    }
    guard let output = filter.outputImage,
      let bitmap = renderer.createCGImage(output, from: output.extent)
    else { return }
    poster = Image(uiImage: UIImage(cgImage: bitmap))
  }

  private func drawCode() {
    let generator = CIFilter.qrCodeGenerator()
    generator.message = Data(link.utf8)
    generator.correctionLevel = "H"
    guard let output = generator.outputImage?.transformed(by: CGAffineTransform(scaleX: 10, y: 10)),
      let bitmap = renderer.createCGImage(output, from: output.extent)
    else { return }
    code = UIImage(cgImage: bitmap)
  }
}
