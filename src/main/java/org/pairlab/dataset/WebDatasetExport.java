package org.pairlab.dataset;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.pairlab.project.Json;

/**
 * WebDataset: {@code shard-000000.tar}, {@code shard-000001.tar}... of at most {@code shardSize} samples each. A
 * sample is three files with one key (its export image id, zero-padded): the image ({@code .jpg}/{@code .png}...),
 * {@code .txt} (its captions, one per line; a line break inside a caption becomes a space) and {@code .json} (image id, file name, split, size, captions, boxes,
 * recipe). Entries carry no time stamps or owners, so the same export gives the same bytes. Text-only items have no
 * image and are left out.
 */
final class WebDatasetExport implements ExportWriter {
    @Override
    public ExportFormat format() {
        return ExportFormat.WEBDATASET;
    }

    @Override
    public String imagePath(ExportItem item) {
        return null;
    }

    /** The shard file name of shard {@code n}. */
    static String shardName(int n) {
        return String.format("shard-%06d.tar", n);
    }

    @Override
    public void write(ExportBatch batch) throws IOException {
        List<ExportItem> items = batch.items().stream().filter(i -> !i.textOnly()).toList();
        int size = batch.options().shardSize();
        for (int start = 0, shard = 0; start < items.size(); start += size, shard++) {
            Path file = batch.folder().resolve(shardName(shard));
            try (OutputStream os = Files.newOutputStream(file);
                 TarArchiveOutputStream tar = new TarArchiveOutputStream(os, StandardCharsets.UTF_8.name())) {
                tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
                for (ExportItem item : items.subList(start, Math.min(items.size(), start + size))) {
                    String key = String.format("%012d", item.imageId());
                    String ext = item.candidate() != null ? "png" : item.extension().isEmpty() ? "jpg" : item.extension();
                    entry(tar, key + "." + ext, batch.imageBytes(item));
                    entry(tar, key + ".txt", String.join("\n", item.captionLines()).getBytes(StandardCharsets.UTF_8));
                    entry(tar, key + ".json", Json.write(metadata(batch, item)).getBytes(StandardCharsets.UTF_8));
                }
                tar.finish();
            }
        }
    }

    private static Map<String, Object> metadata(ExportBatch batch, ExportItem item) {
        Map<String, Object> m = new TreeMap<>();
        m.put("image_id", item.imageId());
        m.put("file_name", item.fileName());
        m.put("split", item.split());
        m.put("width", item.width());
        m.put("height", item.height());
        m.put("captions", item.captions());
        if (!item.boxes().isEmpty()) {
            m.put("boxes", JsonLinesExport.boxes(item));
        }
        if (item.candidate() != null) {
            m.put("pairlab_recipe", batch.recipe(item));
        }
        return m;
    }

    private static void entry(TarArchiveOutputStream tar, String name, byte[] data) throws IOException {
        TarArchiveEntry e = new TarArchiveEntry(name);
        e.setSize(data.length);
        e.setModTime(0);
        e.setMode(0100644);
        e.setUserId(0);
        e.setGroupId(0);
        e.setUserName("");
        e.setGroupName("");
        tar.putArchiveEntry(e);
        tar.write(data);
        tar.closeArchiveEntry();
    }
}
