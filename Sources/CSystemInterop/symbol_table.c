// The full symbol table (.symtab) of an image, for the addresses dladdr cannot name: dladdr
// sees only the dynamic symbols, so an executable linked without --export-dynamic, local
// symbols (Swift closures, C statics) and everything in a stripped-down .dynsym go unnamed.
#include "CSystemInterop.h"

#include <elf.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static int within(size_t offset, size_t length, size_t size) {
    return offset <= size && length <= size - offset;
}

int csi_symbol_table_lookup(const char *image_path, uintptr_t image_base, const uintptr_t *addresses, int count,
                            uintptr_t *symbol_addresses, char *names, size_t name_stride) {
    for (int i = 0; i < count; i++) {
        names[(size_t)i * name_stride] = '\0';
        symbol_addresses[i] = 0;
    }
    int descriptor = open(image_path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) {
        return 0;
    }
    struct stat info;
    if (fstat(descriptor, &info) != 0 || info.st_size < (off_t)sizeof(Elf64_Ehdr)) {
        close(descriptor);
        return 0;
    }
    size_t size = (size_t)info.st_size;
    const unsigned char *file = mmap(NULL, size, PROT_READ, MAP_PRIVATE, descriptor, 0);
    close(descriptor);
    if (file == MAP_FAILED) {
        return 0;
    }

    int found = 0;
    const Elf64_Ehdr *header = (const Elf64_Ehdr *)file;
    if (memcmp(header->e_ident, ELFMAG, SELFMAG) != 0 || header->e_ident[EI_CLASS] != ELFCLASS64
        || header->e_shentsize != sizeof(Elf64_Shdr)
        || !within(header->e_shoff, (size_t)header->e_shnum * sizeof(Elf64_Shdr), size)) {
        goto done;
    }
    const Elf64_Shdr *sections = (const Elf64_Shdr *)(file + header->e_shoff);
    // Symbol values of a position-independent image are relative to where it was loaded.
    uintptr_t bias = header->e_type == ET_DYN ? image_base : 0;

    for (int s = 0; s < header->e_shnum; s++) {
        const Elf64_Shdr *table = &sections[s];
        if (table->sh_type != SHT_SYMTAB || table->sh_link >= header->e_shnum
            || table->sh_entsize != sizeof(Elf64_Sym) || !within(table->sh_offset, table->sh_size, size)) {
            continue;
        }
        const Elf64_Shdr *strings = &sections[table->sh_link];
        if (!within(strings->sh_offset, strings->sh_size, size)) {
            continue;
        }
        const Elf64_Sym *symbols = (const Elf64_Sym *)(file + table->sh_offset);
        const char *string_table = (const char *)(file + strings->sh_offset);
        size_t symbol_count = table->sh_size / sizeof(Elf64_Sym);
        for (size_t k = 0; k < symbol_count; k++) {
            const Elf64_Sym *symbol = &symbols[k];
            if (ELF64_ST_TYPE(symbol->st_info) != STT_FUNC || symbol->st_shndx == SHN_UNDEF
                || symbol->st_size == 0 || symbol->st_name >= strings->sh_size) {
                continue;
            }
            uintptr_t start = bias + symbol->st_value;
            for (int i = 0; i < count; i++) {
                char *name = names + (size_t)i * name_stride;
                if (name[0] != '\0' || addresses[i] < start || addresses[i] - start >= symbol->st_size) {
                    continue;
                }
                const char *source = string_table + symbol->st_name;
                size_t limit = strings->sh_size - symbol->st_name;
                size_t length = strnlen(source, limit < name_stride - 1 ? limit : name_stride - 1);
                memcpy(name, source, length);
                name[length] = '\0';
                symbol_addresses[i] = start;
                found++;
            }
        }
    }
done:
    munmap((void *)file, size);
    return found;
}
