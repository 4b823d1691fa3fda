package org.pairlab.dataset;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.pairlab.project.Box;

/**
 * Pascal VOC: {@code JPEGImages/<name>} (sub-folders flattened with {@code __}), {@code Annotations/<stem>.xml}
 * with size, captions ({@code caption} elements, which VOC tools ignore) and one {@code object} per box with
 * {@code bndbox} in 1-based inclusive whole pixels (xmin = floor(x) + 1, xmax = ceil(x + w)), crowd boxes as
 * {@code difficult} 1; and {@code ImageSets/Main/<split>.txt} listing each split's image stems. Text-only items are left
 * out.
 */
final class VocExport implements ExportWriter {
    @Override
    public ExportFormat format() {
        return ExportFormat.VOC;
    }

    static String flat(ExportItem item) {
        return item.fileName().replace("/", "__");
    }

    @Override
    public String imagePath(ExportItem item) {
        return "JPEGImages/" + flat(item);
    }

    @Override
    public void write(ExportBatch batch) throws IOException {
        Path ann = Files.createDirectories(batch.folder().resolve("Annotations"));
        Map<String, List<String>> splits = new TreeMap<>();
        for (ExportItem item : batch.items()) {
            if (item.textOnly()) {
                continue;
            }
            String name = flat(item);
            String stem = name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : name;
            try (OutputStream os = Files.newOutputStream(ann.resolve(stem + ".xml"))) {
                writeXml(os, item, name);
            } catch (XMLStreamException e) {
                throw new IOException("Cannot write the VOC annotation of " + name + ": " + e.getMessage(), e);
            }
            if (item.split() != null && !item.split().isBlank()) {
                splits.computeIfAbsent(item.split().replaceAll("[^A-Za-z0-9._-]", "_"), k -> new ArrayList<>()).add(stem);
            }
        }
        if (!splits.isEmpty()) {
            Path main = Files.createDirectories(batch.folder().resolve("ImageSets/Main"));
            for (Map.Entry<String, List<String>> e : splits.entrySet()) {
                Files.write(main.resolve(e.getKey() + ".txt"),
                        (String.join("\n", e.getValue()) + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    private static void writeXml(OutputStream os, ExportItem item, String name) throws XMLStreamException {
        XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(os, "UTF-8");
        x.writeStartDocument("UTF-8", "1.0");
        x.writeCharacters("\n");
        x.writeStartElement("annotation");
        el(x, "folder", "JPEGImages");
        el(x, "filename", name);
        x.writeStartElement("source");
        el(x, "database", "PairLab export");
        x.writeEndElement();
        x.writeStartElement("size");
        el(x, "width", Integer.toString(item.width()));
        el(x, "height", Integer.toString(item.height()));
        el(x, "depth", "3");
        x.writeEndElement();
        el(x, "segmented", "0");
        for (String c : item.captions()) {
            el(x, "caption", c);
        }
        for (Box b : item.boxes()) {
            long xmin = Math.max(1, (long) Math.floor(b.x()) + 1);
            long ymin = Math.max(1, (long) Math.floor(b.y()) + 1);
            long xmax = Math.min(item.width(), (long) Math.ceil(b.x() + b.w()));
            long ymax = Math.min(item.height(), (long) Math.ceil(b.y() + b.h()));
            x.writeStartElement("object");
            el(x, "name", b.category());
            el(x, "pose", "Unspecified");
            el(x, "truncated", "0");
            el(x, "difficult", b.crowd() ? "1" : "0");
            x.writeStartElement("bndbox");
            el(x, "xmin", Long.toString(xmin));
            el(x, "ymin", Long.toString(ymin));
            el(x, "xmax", Long.toString(Math.max(xmin, xmax)));
            el(x, "ymax", Long.toString(Math.max(ymin, ymax)));
            x.writeEndElement();
            x.writeEndElement();
        }
        x.writeEndElement();
        x.writeCharacters("\n");
        x.writeEndDocument();
        x.close();
    }

    private static void el(XMLStreamWriter x, String tag, String text) throws XMLStreamException {
        x.writeStartElement(tag);
        x.writeCharacters(text);
        x.writeEndElement();
    }
}
