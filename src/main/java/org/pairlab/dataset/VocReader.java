package org.pairlab.dataset;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.pairlab.dataset.ParsedDataset.ParsedBox;
import org.pairlab.dataset.ParsedDataset.ParsedCaption;
import org.pairlab.dataset.ParsedDataset.ParsedImage;
import org.pairlab.runs.JobContext;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Pascal VOC: {@code Annotations/x.xml} per image ({@code filename}, {@code size}, {@code object} with {@code name},
 * {@code bndbox} xmin/ymin/xmax/ymax in 1-based inclusive pixels), images in {@code JPEGImages/}, splits from
 * {@code ImageSets/Main/<split>.txt}. VOC has no captions; PairLab reads and writes them as {@code caption} elements
 * of the annotation, which VOC tools ignore. A box becomes x = xmin - 1, w = xmax - xmin + 1.
 */
final class VocReader implements Importer {
    @Override
    public ImportFormat format() {
        return ImportFormat.VOC;
    }

    /** A folder with Annotations/*.xml whose first file's root element is {@code annotation}. */
    @Override
    public Optional<Detection> detect(Path path) {
        if (!Files.isDirectory(path) || !Files.isDirectory(path.resolve("Annotations"))) {
            return Optional.empty();
        }
        List<Path> xml = Peek.files(path.resolve("Annotations")).stream()
                .filter(p -> Peek.extension(p).equals("xml")).toList();
        if (xml.isEmpty()) {
            return Optional.empty();
        }
        try {
            Document d = parse(xml.get(0));
            if (!d.getDocumentElement().getTagName().equals("annotation")) {
                return Optional.empty();
            }
        } catch (IOException | SAXException e) {
            return Optional.empty();
        }
        return Optional.of(new Detection(ImportFormat.VOC, 0.95, "Annotations/ holds " + xml.size()
                + " VOC annotation XML files" + (Files.isDirectory(path.resolve("JPEGImages")) ? " beside JPEGImages/" : ""),
                null, null, path));
    }

    static Document parse(Path file) throws IOException, SAXException {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            // No DTDs or external entities: an annotation file must not make the reader fetch or expand anything.
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setXIncludeAware(false);
            f.setExpandEntityReferences(false);
            DocumentBuilder b = f.newDocumentBuilder();
            b.setErrorHandler(new org.xml.sax.helpers.DefaultHandler()); // errors throw, nothing printed
            return b.parse(file.toFile());
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("No XML parser: " + e.getMessage(), e);
        }
    }

    @Override
    public ParsedDataset read(ImportRequest request, ProblemSink problems, JobContext context) throws IOException {
        Path root = request.imagesRoot().toAbsolutePath().normalize();
        Path ann = root.resolve("Annotations");
        List<Path> files = Peek.files(ann).stream().filter(p -> Peek.extension(p).equals("xml")).toList();
        if (files.isEmpty()) {
            problems.add(root.toString(), 0, "Annotations", "no VOC annotation XML files in Annotations/");
            return new ParsedDataset(List.of(), List.of(), List.of(root.toString()), true);
        }
        Map<String, String> splits = splits(root.resolve("ImageSets").resolve("Main"));
        List<ParsedImage> images = new ArrayList<>();
        for (Path f : files) {
            context.checkCancelled();
            String name = "Annotations/" + f.getFileName();
            Document d;
            try {
                d = parse(f);
            } catch (SAXParseException e) {
                problems.add(name, e.getLineNumber(), "", "malformed XML: " + e.getMessage() + "; file skipped");
                continue;
            } catch (SAXException e) {
                problems.add(name, 0, "", "malformed XML: " + e.getMessage() + "; file skipped");
                continue;
            }
            Element a = d.getDocumentElement();
            if (!a.getTagName().equals("annotation")) {
                problems.add(name, 0, a.getTagName(), "root element is not <annotation>; file skipped");
                continue;
            }
            String fileName = child(a, "filename");
            if (fileName == null || fileName.isBlank()) {
                problems.add(name, 0, "filename", "no <filename>; file skipped");
                continue;
            }
            String stem = f.getFileName().toString().substring(0, f.getFileName().toString().length() - 4);
            String path = "JPEGImages/" + fileName.strip();
            Integer w = intOrNull(a, "size", "width");
            Integer h = intOrNull(a, "size", "height");
            List<ParsedCaption> captions = new ArrayList<>();
            NodeList caps = a.getElementsByTagName("caption");
            for (int i = 0; i < caps.getLength(); i++) {
                String c = caps.item(i).getTextContent();
                if (c == null || c.isBlank()) {
                    problems.add(name, 0, "caption[" + i + "]", "caption is empty; skipped");
                } else {
                    captions.add(new ParsedCaption(null, c));
                }
            }
            List<ParsedBox> boxes = new ArrayList<>();
            NodeList objects = a.getElementsByTagName("object");
            for (int i = 0; i < objects.getLength(); i++) {
                ParsedBox b = box((Element) objects.item(i), name, "object[" + i + "]", problems);
                if (b != null) {
                    boxes.add(b);
                }
            }
            images.add(new ParsedImage(name, 0, "filename", stem, path, w == null || w == 0 ? null : w,
                    h == null || h == 0 ? null : h, splits.get(stem), captions, boxes));
        }
        return new ParsedDataset(images, List.of(), List.of(ann.toString()), false);
    }

    private static ParsedBox box(Element o, String file, String field, ProblemSink problems) {
        String cat = child(o, "name");
        if (cat == null || cat.isBlank()) {
            problems.add(file, 0, field + ".name", "object has no <name>; skipped");
            return null;
        }
        NodeList bb = o.getElementsByTagName("bndbox");
        if (bb.getLength() == 0) {
            problems.add(file, 0, field + ".bndbox", "object has no <bndbox>; skipped");
            return null;
        }
        Element b = (Element) bb.item(0);
        double[] v = new double[4];
        String[] names = {"xmin", "ymin", "xmax", "ymax"};
        for (int i = 0; i < 4; i++) {
            String t = child(b, names[i]);
            try {
                v[i] = Double.parseDouble(t == null ? "" : t.strip());
            } catch (NumberFormatException e) {
                problems.add(file, 0, field + ".bndbox." + names[i], "'" + t + "' is not a number; box skipped");
                return null;
            }
        }
        String difficult = child(o, "difficult");
        return new ParsedBox(file, 0, field + ".bndbox", null, cat.strip(), v[0] - 1, v[1] - 1, v[2] - v[0] + 1,
                v[3] - v[1] + 1, null, "1".equals(difficult == null ? null : difficult.strip()));
    }

    /** Split of each image id from ImageSets/Main/{train,val,trainval,test}.txt; trainval only fills gaps. */
    private static Map<String, String> splits(Path main) throws IOException {
        Map<String, String> out = new HashMap<>();
        for (String s : List.of("train", "val", "test")) {
            Path f = main.resolve(s + ".txt");
            if (Files.isRegularFile(f)) {
                for (String id : Files.readAllLines(f)) {
                    if (!id.isBlank()) {
                        out.putIfAbsent(id.strip().split("\\s+")[0], s);
                    }
                }
            }
        }
        return out;
    }

    private static String child(Element e, String tag) {
        NodeList l = e.getChildNodes();
        for (int i = 0; i < l.getLength(); i++) {
            if (l.item(i) instanceof Element c && c.getTagName().equals(tag)) {
                return c.getTextContent();
            }
        }
        return null;
    }

    private static Integer intOrNull(Element a, String parent, String tag) {
        NodeList l = a.getElementsByTagName(parent);
        if (l.getLength() == 0) {
            return null;
        }
        String t = child((Element) l.item(0), tag);
        try {
            return t == null ? null : Integer.valueOf(t.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
